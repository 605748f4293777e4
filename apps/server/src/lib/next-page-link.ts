import type { FastifyRequest } from 'fastify';

/**
 * The `Link` header of a list with more pages: the same address with only the cursor changed
 * (db/keyset.ts makes the cursor), so the client follows it as it is.
 */
export function nextPageLink(request: FastifyRequest, cursor: string) {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}
