import { z } from 'zod/mini';

/** The longest address stored for a picture (pets, campaigns, a user's photo). */
export const MAX_URL_LENGTH = 2048;

// Printable ASCII without the space: what a URL is once encoded. It keeps stored addresses fit
// for HTML attributes and HTTP headers alike.
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
/** This app's own pictures: uploads (/uploads/…) and the demo content's (/images/…). */
const APP_PICTURE = /^\/(?:uploads|images)\/(?:[\w-]+\/)*[\w-]+\.[a-z\d]+$/i;

/** An absolute http(s) address with a host, or a picture this app serves itself. */
export function isStorableUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !PRINTABLE_ASCII.test(value)) return false;
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
      if (!PRINTABLE_ASCII.test(value)) {
        context.addIssue({
          code: 'custom',
          message: `${field} can hold only letters, digits and web address punctuation (no spaces or accented letters).`,
        });
      } else if (!isStorableUrl(value)) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be a full web address starting with http:// or https://, or an uploaded picture.`,
        });
      }
    }),
  );
