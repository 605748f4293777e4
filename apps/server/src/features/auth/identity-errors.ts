import type { ErrorCode } from '@pet-adoption/shared';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';

// better-auth answers its errors as `{ code, message }` at the top level, with its own codes.
const IdentityErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const FALLBACK_MESSAGE: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'There is nothing at this address.',
  RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
};

/**
 * A 4xx of the identity library as the API's own error (DESIGN §2: one shape and one set of
 * statuses under /api). A taken e-mail is a conflict, 409, where the library says 422; any
 * other 422 is bad input, 400. Its messages are sentences meant for people, so they are kept.
 */
export async function identityError(response: Response): Promise<HttpError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // No JSON (an empty 404): the status alone says what happened.
  }
  const parsed = IdentityErrorSchema.safeParse(body);
  const theirs = parsed.success ? parsed.data : {};
  if (theirs.code?.startsWith('USER_ALREADY_EXISTS')) {
    return new HttpError(409, 'CONFLICT', theirs.message || 'This e-mail already has an account.');
  }
  const status = response.status in CODE_BY_STATUS ? response.status : 400;
  const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  const message = theirs.message || FALLBACK_MESSAGE[code] || 'The request could not be done.';
  return new HttpError(status, code, message);
}
