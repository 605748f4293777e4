import { type ApiError, type ErrorCode, fieldErrorsOf } from '@pet-adoption/shared';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeOf, HttpError, isDatabaseUnavailable } from '../lib/errors';
import { isSendableHeader } from '../lib/header-values';
import { sqlStateOf } from '../db/postgres-errors';
import { isApiPath, watchAllowedMethods } from './allowed-methods';
import { errorPage } from './error-page';
import { answerUnavailableWhileClosing } from './shutdown-answer';
import { wantsPage } from '../lib/page-requests';

interface ErrorReply {
  status: number;
  body: ApiError;
}

const errorReply = (
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorReply => ({
  status,
  body: { error: fields === undefined ? { code, message } : { code, message, fields } },
});

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE =
  'The database is not reachable right now. Please try again in a moment.';

// Fastify's own errors, by code, with a sentence a user can act on.
const FRAMEWORK_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorReply(
    400,
    'BAD_REQUEST',
    'The request body is not valid JSON.',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: errorReply(
    400,
    'BAD_REQUEST',
    'The request body is empty, but its Content-Type says JSON.',
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorReply(
    400,
    'BAD_REQUEST',
    'The request body does not match its Content-Length.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: errorReply(
    413,
    'PAYLOAD_TOO_LARGE',
    'The request body is too large.',
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorReply(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This Content-Type is not supported here. Send JSON (application/json).',
  ),
  FST_ERR_BAD_URL: errorReply(400, 'BAD_REQUEST', 'The address is not a valid URL.'),
  FST_ERR_MAX_PARAM_LENGTH: errorReply(414, 'BAD_REQUEST', 'The address is too long.'),
};

// For other 4xx errors that carry a status (from Fastify or a plugin) we keep the status and
// use a generic sentence, because their own messages are written for developers.
const STATUS_ANSWERS: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'The request is not valid.'],
  401: ['UNAUTHORIZED', 'Please sign in to continue.'],
  403: ['FORBIDDEN', 'You are not allowed to do this.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'This method is not allowed here.'],
  409: ['CONFLICT', 'The request conflicts with the current state.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This Content-Type is not supported here.'],
  429: ['RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'],
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/** The route schema's zod issues (as Fastify hands them on) → the answer's `fields`. */
function validationFields(issues: ValidationIssue[], context: string | undefined) {
  return fieldErrorsOf(
    issues.map(({ instancePath, message, keyword, params }) => {
      const path = instancePath.replace(/^\//, '');
      const keys = params?.keys;
      return {
        path: path === '' ? [] : path.split('/'),
        message: message ?? 'This value is not valid.',
        code: keyword,
        keys: Array.isArray(keys) ? keys.map(String) : undefined,
      };
    }),
    context,
  );
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
};

/** Maps any error to the answer the client gets. Never copies an unknown error's message. */
export function toApiError(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    return errorReply(error.statusCode, error.code, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return errorReply(
      400,
      'VALIDATION_FAILED',
      'Some fields are not valid.',
      validationFields(error.validation, error.validationContext),
    );
  }
  const known = FRAMEWORK_ERRORS[errorCodeOf(error) ?? ''];
  if (known) return known;
  // Text PostgreSQL cannot store (a NUL byte, say) is bad input, wherever it was sent.
  const sqlState = sqlStateOf(error);
  if (sqlState === '22021' || sqlState === '22P05') {
    return errorReply(400, 'BAD_REQUEST', 'The request contains characters that cannot be stored.');
  }
  if (isDatabaseUnavailable(error))
    return errorReply(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const [code, message] = STATUS_ANSWERS[status] ?? ['BAD_REQUEST', 'The request is not valid.'];
    return errorReply(status, code, message);
  }
  return errorReply(500, 'INTERNAL', INTERNAL_MESSAGE);
}

/**
 * What we log for a failure. drizzle's query errors put the parameters in their message,
 * and those can be e-mails or secrets, so only the SQL text and the driver's cause are kept,
 * also where one is the cause of another (better-auth wraps them).
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (error instanceof DrizzleQueryError) {
    const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
    safe.name = 'DrizzleQueryError';
    if (error.stack) safe.stack = error.stack.replace(error.message, safe.message);
    return safe;
  }
  if (!(error instanceof Error) || error.cause === undefined || depth > 5) return error;
  const cause = loggableError(error.cause, depth + 1);
  if (cause === error.cause) return error;
  const safe = new Error(error.message, { cause });
  safe.name = error.name;
  if (error.stack) safe.stack = error.stack;
  return safe;
}

function send(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body } = toApiError(error);
  if (status >= 500) {
    const level = status === 503 ? 'warn' : 'error';
    request.log[level]({ err: loggableError(error) }, body.error.message);
  } else {
    request.log.info({ code: body.error.code, status }, body.error.message);
  }
  if (status === 503) void reply.header('retry-after', '5');
  dropUnsendableHeaders(reply);
  if (!isApiPath(request.url) && wantsPage(request)) {
    return reply.code(status).type('text/html; charset=utf-8').send(errorPage(body.error.message));
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * A header Node refuses is found only as the answer is written, and would sink this answer
 * too (Fastify then falls back to its own shape): drop it, and anything describing the failed
 * body, so this answer goes out as it is.
 */
function dropUnsendableHeaders(reply: FastifyReply) {
  void reply.removeHeader('content-encoding');
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!isSendableHeader(name, value)) void reply.removeHeader(name);
  }
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (malformed URL). */
export function frameworkErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void send(request, reply, error);
}

/**
 * Installs the one error handler and the shutdown answer, and returns the not-found answer for
 * /api paths (405 when the path exists for other methods, 404 otherwise). Call before any
 * route is registered: it watches route registration to know which methods each API path has.
 */
export function setupErrorHandling(app: FastifyInstance) {
  const allowedMethods = watchAllowedMethods(app);

  app.setErrorHandler((error, request, reply) => send(request, reply, error));

  answerUnavailableWhileClosing(app);

  return function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? request.url;
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return send(
        request,
        reply,
        new HttpError(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not allowed on ${path}. Allowed: ${allowed.join(', ')}.`,
        ),
      );
    }
    return send(
      request,
      reply,
      new HttpError(404, 'NOT_FOUND', `No API endpoint matches ${request.method} ${path}.`),
    );
  };
}
