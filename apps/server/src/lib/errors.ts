import type { ErrorCode } from '@pet-adoption/shared';

/**
 * An error the client may see as it is: services throw these and the error handler turns them
 * into `{ error: { code, message, fields? } }` with this status. Anything else becomes a 500
 * that reveals nothing.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  fields === undefined
    ? new HttpError(400, 'BAD_REQUEST', message)
    : new HttpError(400, 'VALIDATION_FAILED', message, fields);

export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);

/** `notFound('Pet')` → 404 "Pet was not found." */
export const notFound = (thing: string) =>
  new HttpError(404, 'NOT_FOUND', `${thing} was not found.`);

export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

// Connection-level failures: the database is down, restarting, unreachable or misconfigured.
// Nothing the request did wrong, so the answer is 503 rather than 500.
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
// SQLSTATE: 08xxx connection exceptions, 57P0x shutdown/starting, 53300 too many connections,
// 3D000 no such database, 28xxx authentication failed.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|3D000|28...)$/;
const UNAVAILABLE_MESSAGES = [
  'PGlite is closed',
  'PGlite is closing',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error',
];

/** True when the error (or one it wraps, such as drizzle's DrizzleQueryError) is a lost database. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
    return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** An error's string `code`, if it has one: a Node errno (EADDRINUSE) or a Fastify FST_ERR_*. */
export const errorCodeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
