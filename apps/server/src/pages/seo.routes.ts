import { uncrawledPathPrefixes } from '@pet-adoption/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { notFound } from '../lib/errors';
import { robotsTxt } from './robots-txt';
import {
  countSitemapUrls,
  SITEMAP_URL_LIMIT,
  sitemapEntries,
  type SitemapCounts,
  totalUrls,
} from './sitemap';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';
import type { SiteOrigin } from './site-origin';

export interface SeoOptions {
  db: Database;
  /** The site's address for each request (site-origin.ts). */
  siteOrigin: SiteOrigin;
  /** URLs per sitemap file; tests pass a small one to see the split. */
  urlLimit?: number | undefined;
}

// Crawlers come back often enough; an hour keeps a new pet's page from waiting long.
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

const SitemapParams = z.object({ number: z.string() });

/** How many sitemap files the URLs fill; always at least one. */
const fileCount = (counts: SitemapCounts, limit: number) =>
  Math.max(1, Math.ceil(totalUrls(counts) / limit));

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type(XML).header('cache-control', CACHE).send(xml);

/** Served at the site's root, beside the web app; kept out of the API's OpenAPI document. */
export const seoRoutes: FastifyPluginCallbackZod<SeoOptions> = (
  app,
  { db, siteOrigin, urlLimit = SITEMAP_URL_LIMIT },
  done,
) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request);
    const now = new Date();
    const counts = await countSitemapUrls(db, now);
    const files = fileCount(counts, urlLimit);
    if (files === 1) {
      return sendXml(reply, urlSetXml(origin, await sitemapEntries(db, counts, 0, urlLimit, now)));
    }
    const paths = Array.from({ length: files }, (_, i) => `/sitemap-${i + 1}.xml`);
    return sendXml(reply, sitemapIndexXml(origin, paths));
  });

  // Also answered when everything fits in /sitemap.xml, as its one file: an index a crawler
  // read earlier still leads somewhere.
  app.get(
    '/sitemap-:number.xml',
    { schema: { hide: true, params: SitemapParams } },
    async (request, reply) => {
      const origin = siteOrigin(request);
      const { number } = request.params;
      const now = new Date();
      const counts = await countSitemapUrls(db, now);
      const index = /^[1-9]\d{0,8}$/.test(number) ? Number(number) : 0;
      if (index < 1 || index > fileCount(counts, urlLimit)) throw notFound('This sitemap');
      const entries = await sitemapEntries(db, counts, (index - 1) * urlLimit, urlLimit, now);
      return sendXml(reply, urlSetXml(origin, entries));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    // Only once the site's address is known (a Host that names none is a 400): a cache must not
    // keep, for an hour, an answer without the Sitemap line.
    void reply.header('cache-control', 'no-store');
    const origin = siteOrigin(request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(origin, uncrawledPathPrefixes()));
  });
  done();
};
