import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What better-auth's logger learns while it serves one of our requests. */
export interface AuthCall {
  /** The request's own logger, so better-auth's lines carry its request id. */
  log: FastifyBaseLogger;
  /**
   * The first error better-auth reported while serving the request. It answers a failure
   * (the database gone, say) with a bare 500 and tells only its logger why.
   */
  failure?: unknown;
}

// better-auth's logger is configured once for the app, so the request it serves is found
// through the async context of the call rather than passed along.
const calls = new AsyncLocalStorage<AuthCall>();

/** Runs `work` (a call into better-auth) on behalf of the request whose logger is `log`. */
export async function runAuthCall<T>(
  log: FastifyBaseLogger,
  work: (call: AuthCall) => Promise<T>,
): Promise<T> {
  const call: AuthCall = { log };
  return calls.run(call, () => work(call));
}

/** The call better-auth is serving right now, if it came through runAuthCall. */
export const currentAuthCall = (): AuthCall | undefined => calls.getStore();
