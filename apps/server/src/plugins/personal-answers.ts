import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './allowed-methods';

/**
 * Whether an API answer may be about the caller: the request carried credentials (any cookie,
 * not only one named as a session: cookie names are read loosely, and a cache that guessed
 * wrong would hand one person's answer to the next), or the answer signs someone in.
 */
function personal(request: FastifyRequest, reply: FastifyReply) {
  const { authorization, cookie } = request.headers;
  return authorization !== undefined || cookie !== undefined || reply.hasHeader('set-cookie');
}

/**
 * Every API answer personal to its caller carries `Cache-Control: no-store` (tokens, admin
 * lists, a person's records), unless its route set a policy of its own. Pages and files are
 * not API answers and keep theirs.
 */
export function registerPersonalAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url) || reply.hasHeader('cache-control')) return;
    if (personal(request, reply)) void reply.header('cache-control', 'no-store');
  });
}
