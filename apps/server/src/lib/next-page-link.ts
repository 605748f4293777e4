import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The `Link` header of a list with more pages: the same address with only the cursor changed
 * (db/queries/keyset.ts makes the cursor), so the client follows it as it is.
 */
export function nextPageLink(request: FastifyRequest, cursor: string) {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** The headers every paged list answers with: the total, and a link to the next page if any. */
export function sendPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { total: number; next?: string | undefined },
) {
  void reply.header('x-total-count', String(page.total));
  if (page.next !== undefined) void reply.header('link', nextPageLink(request, page.next));
}
