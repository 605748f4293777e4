import { type Statement, toDollars } from '@pet-adoption/shared';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, payments } from '../../db/schema';
import { frequencyOf } from '../../db/queries/monthly-gift-schedule';
import { givenBackCents } from '../../db/queries/given-back';
import { shelterOnPaper } from '../../db/queries/shelter-details';
import type { AuthUser } from '../../lib/auth-user';

/** The caller's own gifts in `year` (UTC), oldest first, with what they came to. */
export async function statementOf(
  db: Database,
  caller: AuthUser,
  year: number,
): Promise<Statement> {
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      campaignId: campaigns.id,
      petName: campaigns.petName,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      disputedCents: payments.disputedCents,
      disputeStatus: payments.disputeStatus,
      receiptCode: payments.receiptCode,
      monthlyGiftId: payments.monthlyGiftId,
    })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .where(
      and(
        eq(payments.payerId, caller.id),
        inArray(payments.status, ['succeeded', 'refunded']),
        gte(payments.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(payments.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const gifts = rows.map((row) => ({
    _id: row.id,
    date: row.createdAt.toISOString(),
    campaignId: row.campaignId,
    petName: row.petName,
    amount: toDollars(row.amountCents),
    refunded: toDollars(givenBackCents(row)),
    receiptCode: row.receiptCode,
    frequency: frequencyOf(row.monthlyGiftId),
  }));
  const totalCents = rows.reduce((sum, row) => sum + row.amountCents - givenBackCents(row), 0);
  return {
    year,
    donor: { name: caller.name, email: caller.email },
    gifts,
    total: toDollars(totalCents),
    shelter: await shelterOnPaper(db),
  };
}
