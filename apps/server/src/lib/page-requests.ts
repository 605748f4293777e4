import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/**
 * The router's own requests: a route's data (`/petListing.data`). Its route manifest comes with
 * the page's scripts (route discovery 'initial'), so it never asks for `/__manifest`.
 */
export function isRouterData(request: FastifyRequest): boolean {
  return pathOf(request).endsWith('.data');
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

/** The two ways a browser sends a form. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Is this a page's own form, sent by the browser (before the page's scripts took over, or with
 * JavaScript off)? It goes to the page's route action, as a form sent with scripts goes to the
 * API.
 */
export function isFormPost(request: FastifyRequest): boolean {
  return request.method === 'POST' && FORM_TYPES.test(request.headers['content-type'] ?? '');
}

/**
 * Was the form sent from another site? Browsers say where a request comes from
 * (`Sec-Fetch-Site`); a form on another site must change nothing here, even for a visitor
 * signed in to this one. A browser too old to say so still names the sending page's origin
 * (`Origin`), except as `null` (this site's no-referrer policy makes browsers send that), and
 * sends no SameSite=Lax cookie with another site's form.
 */
export function isCrossSiteForm(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && origin !== siteOrigin;
}
