import { ApiErrorSchema } from '@pet-adoption/shared/errors';
import { z } from 'zod';

/*
 * The api client's own uses of zod. api-client.ts imports this module on the first call, so zod
 * is not part of what a first paint waits for (decision 014); every answer is still parsed
 * before a screen sees it.
 */

/** A list of `item`. (Re-exporting `z` itself would bundle all of zod, locales included.) */
export function arrayOf<S extends z.ZodType>(item: S) {
  return z.array(item);
}

/** Any answer: the identity calls whose body nobody reads. */
export const AnyAnswerSchema = z.unknown();

// The identity library under /api/auth answers errors as `{ code, message }` at the top level.
const BareErrorSchema = z.object({ message: z.string().min(1) });
// The API's shape with a code of another vocabulary: the test card processor's 402 answers
// carry the card provider's codes (card_declined…), and their message must reach the person.
const ForeignErrorSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

/** What an error answer says: the API's own shape, or just a message, or nothing usable. */
export function readErrorBody(body: unknown) {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data.error;
  const foreign = ForeignErrorSchema.safeParse(body);
  if (foreign.success) return { code: undefined, message: foreign.data.error.message };
  const bare = BareErrorSchema.safeParse(body);
  if (bare.success) return { code: undefined, message: bare.data.message };
  return null;
}
