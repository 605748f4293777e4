import {
  ConfirmedEmailSchema,
  LinkSentSchema,
  type ChangeEmail,
  type EmailLink,
  type PasswordReset,
  type PasswordResetRequest,
  type Profile,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/*
 * The account's calls: forgetting a password, confirming an address, changing it, and the name
 * and photo. The identity library's own routes (/auth/*) run on the session cookie, without a
 * Bearer header; the links' pages need nobody signed in.
 */

/** POST /api/auth/request-password-reset: the same answer whether or not the address is known. */
export function requestPasswordReset({ email }: PasswordResetRequest) {
  return api.post('/auth/request-password-reset', { email }, z.unknown(), {
    authenticated: false,
  });
}

/** POST /api/auth/reset-password: every session of the person ends with it. */
export function resetPassword({ token, newPassword }: PasswordReset) {
  return api.post('/auth/reset-password', { token, newPassword }, z.unknown(), {
    authenticated: false,
  });
}

/** POST /api/account/verification-email: a new link to the signed-in person's address. */
export function sendVerificationEmail() {
  return api.post('/account/verification-email', undefined, LinkSentSchema);
}

/** POST /api/account/verify-email: the e-mailed link, followed; answers the address confirmed. */
export function verifyEmail({ token }: EmailLink) {
  return api.post('/account/verify-email', { token }, ConfirmedEmailSchema, {
    authenticated: false,
  });
}

/**
 * POST /api/account/change-email: a link to the new address, which changes once it is followed
 * (or, for an account without a password, first a link to the current address).
 */
export function changeEmail({ email, currentPassword }: ChangeEmail) {
  return api.post(
    '/account/change-email',
    currentPassword ? { email, currentPassword } : { email },
    LinkSentSchema,
  );
}

/** POST /api/account/confirm-email: the link to a new address, followed; answers the address. */
export function confirmEmail({ token }: EmailLink) {
  // With the token when there is one: the device confirming stays signed in, the others end.
  return api.post('/account/confirm-email', { token }, ConfirmedEmailSchema);
}

/** POST /api/account/revert-email: the old address's link, followed; answers that address. */
export function revertEmail({ token }: EmailLink) {
  return api.post('/account/revert-email', { token }, ConfirmedEmailSchema, {
    authenticated: false,
  });
}

/** POST /api/auth/update-user: the name and photo (the library calls the photo `image`). */
export function updateProfile({ name, photoURL }: Profile) {
  return api.post('/auth/update-user', { name, image: photoURL }, z.unknown(), {
    authenticated: false,
  });
}
