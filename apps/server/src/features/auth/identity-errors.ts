import {
  accountTexts,
  EMAIL_TAKEN_MESSAGE,
  ERROR_CODE_BY_STATUS,
  fallbackErrorMessage,
} from '@pet-adoption/shared';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';

// better-auth answers its errors as `{ code, message }` at the top level, with its own codes.
const IdentityErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});

const BARE_STATUS = /^(?:unauthorized|forbidden|not found|bad request)$/i;

/**
 * A 4xx of the identity library as the API's own error (docs/product.md §8: one shape and one set
 * of statuses under /api). A taken e-mail is a conflict, 409, where the library says 422; any other
 * 422 is bad input, 400. Its messages are sentences meant for people, so they are kept.
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
    return new HttpError(409, 'CONFLICT', EMAIL_TAKEN_MESSAGE);
  }
  // A password-reset link used already, expired, or cut short.
  if (theirs.code === 'INVALID_TOKEN') {
    return new HttpError(400, 'BAD_REQUEST', accountTexts.linkInvalid);
  }
  // Only 4xx reach here (auth.routes.ts turns a 5xx into our generic 500).
  const status = response.status in ERROR_CODE_BY_STATUS ? response.status : 400;
  const code = ERROR_CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  // A bare status name ("Unauthorized", from its session checks) is no sentence: ours is.
  const sentence = theirs.message && !BARE_STATUS.test(theirs.message) ? theirs.message : undefined;
  return new HttpError(status, code, sentence ?? fallbackErrorMessage(status));
}
