import { MONTHLY_GIFT_STATUSES } from '@pet-adoption/shared';
import { z } from 'zod';

// What the e-mailed links about a monthly gift stand for (messaging/emailed-links.ts keeps them): a
// change asked for without signing in, waiting for the donor's confirmation; and the gift as it
// was before a change, for its undo link.

const PendingChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amountCents: z.number().int().positive() }),
  z.object({ kind: z.literal('move'), campaignId: z.string() }),
]);
export type PendingChange = z.infer<typeof PendingChangeSchema>;

const GiftStateSchema = z.object({
  amountCents: z.number().int().positive(),
  campaignId: z.string(),
  status: z.enum(MONTHLY_GIFT_STATUSES),
  nextChargeOn: z.string(),
  retryAt: z.string().nullable(),
  failures: z.number().int(),
});
export type GiftState = z.infer<typeof GiftStateSchema>;

const ChangeLinkSchema = z.object({ giftId: z.string(), change: PendingChangeSchema });
const UndoLinkSchema = z.object({
  giftId: z.string(),
  before: GiftStateSchema,
  after: GiftStateSchema,
});

/** A stored link's JSON as a pending change, or undefined for anything else. */
export const parseChangeLink = (payload: unknown) => ChangeLinkSchema.safeParse(payload).data;

/** A stored link's JSON as an undo, or undefined for anything else. */
export const parseUndoLink = (payload: unknown) => UndoLinkSchema.safeParse(payload).data;
