import { randomBytes } from 'node:crypto';
import type { PageHandler, PageServices, PageVisit } from '@pet-adoption/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webHeaders } from '../lib/web-headers';

/** A page as the app rendered it, ready to send (or to keep, page-cache.ts). */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** An HTML page (its inline scripts go into the policy), or the router's own data. */
  type: 'html' | 'other';
  /** The nonce its inline scripts were written with (page-policy.ts). */
  scriptNonce: string;
};

/**
 * The screens' API calls, made while a page renders, go into this process's own routes rather
 * than over the network: same answers, no socket, and no server address to know.
 */
export function inProcessApi(app: FastifyInstance): PageServices['api'] {
  return async (url, init) => {
    const answer = await app.inject({
      method: init.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const headers = webHeaders(answer.headers);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * What the page handler gets for `request`: the visit the server decided, the API, the request's
 * own log for render errors, and a nonce new for this rendering.
 */
export function pageServicesFor(
  request: FastifyRequest,
  visit: PageVisit,
  api: PageServices['api'],
): PageServices {
  return {
    visit,
    api,
    // A failed rendering is logged by the request it failed for: its line carries the request id.
    logRenderError: (error) => request.log.error({ err: error }, 'The page could not be rendered.'),
    scriptNonce: randomBytes(18).toString('base64url'),
  };
}

/**
 * Renders the page `request` asks for with the web app's page handler: the Fastify request
 * becomes the web `Request` the router reads, at the site's `origin` and `url` (the page's
 * address as the server keeps it), and its `Response` comes back whole (the app sends every
 * page complete, never streamed).
 */
export async function renderPage(
  handlePage: PageHandler,
  request: FastifyRequest,
  { origin, url, services }: { origin: string; url: string; services: PageServices },
): Promise<RenderedPage> {
  // Joined, not resolved: `//other.example/x` is a path on this site, not another host.
  const webRequest = new Request(`${origin}${url}`, {
    method: request.method,
    headers: webHeaders(request.headers),
  });
  const response = await handlePage(webRequest, services);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  const type = response.headers.get('content-type')?.startsWith('text/html') ? 'html' : 'other';
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
    type,
    scriptNonce: services.scriptNonce,
  };
}
