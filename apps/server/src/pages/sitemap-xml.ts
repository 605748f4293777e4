import type { SitemapEntry } from './sitemap';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const loc = (origin: string, path: string) => `<loc>${escapeXml(origin + path)}</loc>`;

/** A `<urlset>` of the entries, each address on `origin`. */
export function urlSetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod =
      lastModified === undefined ? '' : `<lastmod>${lastModified.toISOString()}</lastmod>`;
    return `<url>${loc(origin, path)}${lastmod}</url>\n`;
  });
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemap files at `paths` on `origin`. */
export function sitemapIndexXml(origin: string, paths: string[]): string {
  const sitemaps = paths.map((path) => `<sitemap>${loc(origin, path)}</sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
