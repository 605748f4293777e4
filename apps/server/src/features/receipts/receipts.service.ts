import {
  pageHref,
  RECEIPT_CODE_PATTERN,
  type Receipt,
  shownDonorName,
  toDollars,
} from '@pet-adoption/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frequencyOf } from '../../db/monthly-gift-schedule';
import { campaigns, monthlyGifts, payments, pets, users } from '../../db/schema';
import { givenBackCents } from '../../db/given-back';
import { shelterOnPaper } from '../../db/shelter-details';
import { notFound } from '../../lib/errors';

/**
 * A gift's receipt by its code: a donation that succeeded (and may since have been refunded).
 * Whoever holds the code may read it, so the donor is named only as they chose.
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
          manageCode: monthlyGifts.manageCode,
        })
        .from(payments)
        .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
        .innerJoin(users, eq(users.id, payments.payerId))
        .leftJoin(pets, eq(pets.id, campaigns.petId))
        .leftJoin(monthlyGifts, eq(monthlyGifts.id, payments.monthlyGiftId))
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
    manageLink: row.manageCode === null ? null : pageHref('manageGift', { code: row.manageCode }),
    shelter: await shelterOnPaper(db),
  };
}
