import { type LedgerEntryType, texts } from '@pet-adoption/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { disputeHolds } from './given-back';
import { ledgerEntries, payments } from '../schema';

type ProviderEntryType = Extract<LedgerEntryType, 'donation' | 'refund' | 'dispute'>;

const DESCRIPTIONS: Record<ProviderEntryType, string> = {
  donation: '',
  refund: texts.ledger.refundDescription,
  dispute: texts.ledger.disputeDescription,
};

/**
 * Brings a gift's ledger entries in line with its payment row, in the transaction that changed
 * the row: the books say what the row says, however the change came (the donor's confirmation,
 * a webhook, an admin's refund), and however often or in whatever order. An amount that grew
 * (a gift succeeded, a refund) is a new entry for the difference; one that went back (a dispute
 * won) is a correction of the entries it no longer holds. A fee has no campaign, so no books.
 */
export async function syncLedger(tx: Executor, transactionId: string): Promise<void> {
  // Locked, so two events about one gift at once add each difference once.
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.transactionId, transactionId))
    .for('update');
  if (payment?.campaignId == null) return;
  const gave = payment.status === 'succeeded' || payment.status === 'refunded';
  const expected: Record<ProviderEntryType, number> = {
    donation: gave ? payment.amountCents : 0,
    refund: gave ? payment.refundedCents : 0,
    dispute: gave && disputeHolds(payment.disputeStatus) ? payment.disputedCents : 0,
  };

  const entries = await tx
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      amountCents: ledgerEntries.amountCents,
      correctedType: ledgerEntries.correctedType,
      correctsId: ledgerEntries.correctsId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, payment.id))
    .orderBy(desc(ledgerEntries.createdAt));
  const correctedIds = new Set(entries.map((entry) => entry.correctsId));
  const now = new Date();

  for (const type of Object.keys(expected) as ProviderEntryType[]) {
    const standing = entries.filter((entry) => entry.type === type && !correctedIds.has(entry.id));
    let recorded = standing.reduce((sum, entry) => sum + entry.amountCents, 0);
    // Given back (a won dispute): each entry no longer held is reversed whole.
    for (const entry of standing) {
      if (recorded <= expected[type]) break;
      await tx.insert(ledgerEntries).values({
        campaignId: payment.campaignId,
        type: 'correction',
        amountCents: entry.amountCents,
        at: now,
        paymentId: payment.id,
        description: type === 'dispute' ? texts.ledger.disputeWonDescription : '',
        correctsId: entry.id,
        correctedType: type,
      });
      recorded -= entry.amountCents;
    }
    if (recorded < expected[type]) {
      await tx.insert(ledgerEntries).values({
        campaignId: payment.campaignId,
        type,
        amountCents: expected[type] - recorded,
        // A gift is dated when it was made, a refund or dispute when it is heard of.
        at: type === 'donation' ? payment.createdAt : now,
        paymentId: payment.id,
        description: DESCRIPTIONS[type],
      });
    }
  }
}
