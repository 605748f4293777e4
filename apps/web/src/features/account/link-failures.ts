import { ApiError } from '@/lib/api-error';

/*
 * How an e-mailed link's failure is told apart. The API answers a used, expired or unknown link
 * with 400 and the shared sentence (accountTexts.linkInvalid); a 400 that names no field can
 * only be about the link (a new password's own failure comes under `fields.newPassword`), so
 * the page says the shared sentence whichever code and words the answer carries.
 */

export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length === 0;

/** The address asked for has an account already (409). */
export const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;
