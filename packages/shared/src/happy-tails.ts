import { z } from 'zod/mini';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';
import { preprocess } from './zod-helpers';

export const MAX_HAPPY_TAIL_TEXT = 1000;

/** Days after an adoption at which the adopter is invited to share a happy tail. */
export const HAPPY_TAIL_INVITE_DAYS = [30, 90] as const;

const tailText = z
  .string({ error: texts.fieldRequired('Story') })
  .check(
    z.trim(),
    z.minLength(1, texts.fieldRequired('Story')),
    z.maxLength(MAX_HAPPY_TAIL_TEXT, `Story can be at most ${MAX_HAPPY_TAIL_TEXT} characters.`),
  );

/** POST /api/petListing/{id}/happy-tails: the adopter's short update, with a photo if they like. */
export const CreateHappyTailSchema = z
  .object({
    text: tailText,
    image: z.optional(storedUrlSchema('Photo', texts.fieldRequired('Photo'))),
  })
  .register(z.globalRegistry, { id: 'CreateHappyTail' });
export type CreateHappyTail = z.infer<typeof CreateHappyTailSchema>;

/** The Share a happy tail form: its photo field is `image`, empty when none was chosen. */
export const HappyTailFormSchema = z.object({
  text: tailText,
  image: preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(storedUrlSchema('Photo', texts.fieldRequired('Photo'))),
  ),
});

export const HappyTailSchema = z
  .object({
    _id: z.string(),
    petId: z.string(),
    text: z.string(),
    image: z.nullable(z.string()),
    /** The adopter's name as they gave it. */
    author: z.string(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'HappyTail' });
export type HappyTail = z.infer<typeof HappyTailSchema>;

export const happyTailTexts = {
  heading: (petName: string) => `Happy tails of ${petName}`,
  share: 'Share a happy tail',
  posted: (petName: string) =>
    `Thank you! Your story of ${petName} is on its page, and the people who helped are told.`,
  notAdopter: (petName: string) =>
    `Only the person who adopted ${petName} here can share its happy tail.`,
} as const;
