import { z } from 'zod/mini';

/** The longest address stored for a picture (pets, campaigns, a user's photo). */
export const MAX_URL_LENGTH = 2048;

// Letters, digits and the URL punctuation that cannot end an HTML attribute or a CSS token:
// no quotes, brackets of any kind, semicolons, backslashes, spaces or control characters.
// Anything else is written percent-encoded (%22, %28…), which every browser reads alike.
const URL_SAFE = /^[A-Za-z\d\-._~:/?#@!$&*+,=%]*$/;
/** This app's own pictures: uploads (/uploads/…) and the demo content's (/images/…). */
const APP_PICTURE = /^\/(?:uploads|images)\/(?:[\w-]+\/)*[\w-]+\.[a-z\d]+$/i;
/** How every storable address begins, so that a wrong kind of address is told so first. */
const PICTURE_START = /^(?:https?:\/\/|\/(?:uploads|images)\/)/i;

/** An absolute http(s) address with a host, or a picture this app serves itself. */
export function isStorableUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !URL_SAFE.test(value)) return false;
  if (APP_PICTURE.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A picture's address as people and uploads give it: trimmed, required (`requiredMessage`),
 * then each way it can be wrong with its own sentence naming `field`.
 */
export const storedUrlSchema = (field: string, requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(MAX_URL_LENGTH, `${field} can be at most ${MAX_URL_LENGTH} characters.`),
    z.superRefine((value: string, context) => {
      if (value.length === 0 || value.length > MAX_URL_LENGTH) return;
      if (PICTURE_START.test(value) && !URL_SAFE.test(value)) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be a plain web address: no spaces, quotes, brackets, semicolons, backslashes or accented letters.`,
        });
      } else if (!isStorableUrl(value)) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be a full web address starting with http:// or https://, or an uploaded picture.`,
        });
      }
    }),
  );
