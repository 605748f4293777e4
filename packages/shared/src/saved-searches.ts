import { z } from 'zod/mini';
import { PetSearchSchema, petSearchQuery } from './pet-search';

/** A person keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;

/** How often new matches are sent: in one e-mail a day, or as each pet is listed. */
export const ALERT_FREQUENCIES = ['daily', 'instant'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  daily: 'Once a day',
  instant: 'As soon as a pet is listed',
};

const name = z
  .string({ error: 'Give the search a name.' })
  .check(
    z.trim(),
    z.minLength(1, 'Give the search a name.'),
    z.maxLength(100, "A search's name can be at most 100 characters."),
  );

/**
 * A search as its address writes it (`category=dog&size=small`), checked like
 * `GET /api/petListing`'s query and stored in one order (`petSearchQuery`).
 */
export const SavedSearchQuerySchema = z.pipe(
  z
    .string({ error: 'Save a search from the pet listing.' })
    .check(z.maxLength(2000, 'The search is too long to save.')),
  z.transform((text, ctx) => {
    const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
    const raw = Object.fromEntries(params);
    const parsed = PetSearchSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', input: text, message: issue.message });
      }
      return z.NEVER;
    }
    return petSearchQuery(parsed.data);
  }),
);

const frequency = z.enum(ALERT_FREQUENCIES, {
  error: () => `frequency is one of: ${ALERT_FREQUENCIES.join(', ')}.`,
});

export const SavedSearchSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    query: z.string(),
    frequency,
    paused: z.boolean(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** `POST /api/saved-searches`. */
export const CreateSavedSearchSchema = z
  .object({ name, query: SavedSearchQuerySchema, frequency: z._default(frequency, 'daily') })
  .register(z.globalRegistry, { id: 'CreateSavedSearch' });
export type CreateSavedSearch = z.infer<typeof CreateSavedSearchSchema>;

/** `PATCH /api/saved-searches/{id}`: rename, change how often, pause or resume. */
export const UpdateSavedSearchSchema = z
  .object({
    name: z.optional(name),
    query: z.optional(SavedSearchQuerySchema),
    frequency: z.optional(frequency),
    paused: z.optional(z.boolean({ error: 'Answer true or false for paused.' })),
  })
  .register(z.globalRegistry, { id: 'UpdateSavedSearch' });
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearchSchema>;

export const savedSearchTexts = {
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  alreadySaved: (search: string) =>
    `You already saved this search as "${search}". Rename that one or change its filters.`,
  saved: (search: string) => `Search "${search}" saved. New pets that match will be sent to you.`,
  unsubscribed: (search: string) =>
    `You will get no more e-mails for "${search}". You can turn them back on from your saved searches.`,
  updated: (search: string) => `Search "${search}" updated.`,
  paused: (search: string) => `Alerts for "${search}" are paused.`,
  resumed: (search: string) => `Alerts for "${search}" are on again.`,
  deleted: (search: string) => `Search "${search}" deleted.`,
} as const;

/**
 * The searches an alert e-mail's unsubscribe link names (`GET`, which changes nothing) or has
 * just paused (`POST`), by `token`, without signing in.
 */
export const AlertSearchesSchema = z
  .object({ searches: z.array(z.object({ _id: z.string(), name: z.string() })) })
  .register(z.globalRegistry, { id: 'AlertSearches' });
export type AlertSearches = z.infer<typeof AlertSearchesSchema>;

export const BAD_ALERT_LINK = 'This unsubscribe link is not valid.';
