import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already JSON text (serialized once, perhaps cached). Fastify sends a
 * string with a JSON content type as it is, so the route's response schema, typed for objects,
 * still documents the shape but is not run again for every request.
 */
export function sendJsonText(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
