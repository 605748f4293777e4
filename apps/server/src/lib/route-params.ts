import { z } from 'zod';

/** A route's `:id`. Services check its form: a malformed id is answered as an unknown one. */
export const IdParams = z.object({ id: z.string() });
