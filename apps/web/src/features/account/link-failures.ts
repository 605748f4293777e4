import { accountTexts } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/*
 * How an e-mailed link's failure is told apart: the API answers a used, expired or unknown link
 * with 400 and the shared sentence (accountTexts.linkInvalid). The sentence is the test rather
 * than the code, so the page reads the same whichever error code the answer carries.
 */

export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message === accountTexts.linkInvalid;

/** The address asked for has an account already (409). */
export const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;
