import type { MiddlewareFunction } from 'react-router';

/**
 * A refused form is status 400 on a page the server sends (the browser sent the form itself),
 * and 200 when the page's script sent it for its answer in place: the refusal is an answer the
 * page shows, not a failed request, and the browser would log a failed one as an error.
 */
export const refusalsAnswerInPlace: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const sentByScript = new URL(request.url).pathname.endsWith('.data');
  if (request.method === 'GET' || response.status !== 400 || !sentByScript) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
};
