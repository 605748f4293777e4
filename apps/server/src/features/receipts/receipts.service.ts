import {
  RECEIPT_CODE_PATTERN,
  type Receipt,
  shownDonorName,
  toDollars,
} from '@pet-adoption/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frequencyOf } from '../../db/queries/monthly-gift-schedule';
import { campaigns, payments, pets, users } from '../../db/schema';
import { givenBackCents } from '../../db/queries/given-back';
import { shelterOnPaper } from '../../db/queries/shelter-details';
import { notFound } from '../../lib/errors';

/**
 * A gift's receipt by its code: a donation that succeeded (and may since have been refunded).
 * Whoever holds the code may read it, so the donor is named only as they chose, and a monthly
 * gift's manage link is never on it: a receipt is printed and shown (to a tax office, an
 * employer matching gifts), and its holder must not be able to change the gift.
 */
export async function getReceipt(db: Database, code: string): Promise<Receipt> {
  const [row] = RECEIPT_CODE_PATTERN.test(code)
    ? await db
        .select({
          code: payments.receiptCode,
          campaignId: campaigns.id,
          campaignPetName: campaigns.petName,
          petId: pets.id,
          petName: pets.petName,
          amountCents: payments.amountCents,
          feeCoveredCents: payments.feeCoveredCents,
          createdAt: payments.createdAt,
          donorName: users.name,
          anonymous: payments.anonymous,
          status: payments.status,
          refundedCents: payments.refundedCents,
          disputedCents: payments.disputedCents,
          disputeStatus: payments.disputeStatus,
          monthlyGiftId: payments.monthlyGiftId,
        })
        .from(payments)
        .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
        .innerJoin(users, eq(users.id, payments.payerId))
        .leftJoin(pets, eq(pets.id, campaigns.petId))
        .where(
          and(eq(payments.receiptCode, code), inArray(payments.status, ['succeeded', 'refunded'])),
        )
    : [];
  if (row === undefined) throw notFound('Receipt');
  return {
    code: row.code,
    campaign: { _id: row.campaignId, petName: row.campaignPetName },
    pet: row.petId === null ? null : { _id: row.petId, petName: row.petName ?? '' },
    amount: toDollars(row.amountCents),
    feeCovered: toDollars(row.feeCoveredCents),
    date: row.createdAt.toISOString(),
    donor: shownDonorName({ anonymous: row.anonymous, name: row.donorName }),
    status: row.status,
    refunded: toDollars(givenBackCents(row)),
    frequency: frequencyOf(row.monthlyGiftId),
    shelter: await shelterOnPaper(db),
  };
}
