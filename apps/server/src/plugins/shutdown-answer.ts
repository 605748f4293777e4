import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

/**
 * While shutting down, requests still arriving on open keep-alive connections get a 503 in
 * our shape (Fastify's own return503OnClosing answer is turned off in app.ts).
 */
export function answerUnavailableWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.header('connection', 'close');
    done(new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again.'));
  });
}
