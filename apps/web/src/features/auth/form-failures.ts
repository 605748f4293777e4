import { EMAIL_TAKEN_MESSAGE } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/*
 * The sentences of a refused sign-in or sign-up, the same whether the form was sent by the
 * page's script or by the browser to the route's action.
 */

export const loginMessages = {
  mismatch: 'That e-mail and password do not match an account.',
  unexpected: 'Something went wrong while signing you in. Please try again.',
};

/** A failed password login gets a sentence, never one under a field (docs/product.md §8). */
export function describeLoginError(error: unknown) {
  if (!(error instanceof ApiError)) return loginMessages.unexpected;
  // 400 is the library's answer to a malformed e-mail; to the person it is the same mismatch.
  if (error.status === 401 || error.status === 400) return loginMessages.mismatch;
  // 429 (too many attempts), 403 (banned), network down: the client already has a sentence.
  return error.message;
}

export const registerMessages = {
  unexpected: 'Something went wrong while creating your account. Please try again.',
};

/** The server names the photo field `image` (the identity library's word for it). */
export const REGISTER_ALIASES = { image: 'photoURL' } as const;

/** The sentence for a failed sign-up none of the fields explains. */
export function describeRegisterError(error: unknown) {
  if (!(error instanceof ApiError)) return registerMessages.unexpected;
  // 409: an account with this e-mail exists (decision 036).
  if (error.status === 409) return EMAIL_TAKEN_MESSAGE;
  return error.message;
}
