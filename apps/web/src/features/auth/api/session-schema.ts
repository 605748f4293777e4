import { z } from 'zod';

/**
 * The identity library's answer to GET /api/auth/get-session: null when nobody is signed in.
 * Its own module, imported with the call, so zod is not in the entry (decision 014).
 */
export const SessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullish(),
    }),
  })
  .nullable();
