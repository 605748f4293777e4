import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** The router's own requests: the route manifest and a route's data (`/petListing.data`). */
export function isRouterData(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === '/__manifest' || path.endsWith('.data');
}

/** Does this request want a page (a browser navigation) or the router's data, not a file? */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isRouterData(request)) return true;
  const path = pathOf(request);
  // '/assets/app-123.js' or '/favicon.ico' is a missing file, not a screen of the app.
  if (extname(path.slice(path.lastIndexOf('/') + 1)) !== '') return false;
  const accept = request.headers.accept ?? '*/*';
  return /text\/html|application\/xhtml\+xml|\*\/\*/.test(accept);
}

/**
 * Is this a page's own form, sent before the page's scripts took over? The login form, say,
 * after a password manager filled it in and Enter was pressed on a slow connection. The
 * browser then posts the fields to the page's address, where nothing takes them.
 */
export function isEarlyFormPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const path = pathOf(request);
  // '//host/…' (or '/\\host') would make the Location below another site's address.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const type = request.headers['content-type'] ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(type);
}
