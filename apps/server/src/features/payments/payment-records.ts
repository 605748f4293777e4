import {
  type CreatePayment,
  pageHref,
  type Payment,
  type PaymentListQuery,
  toCents,
  toDollars,
} from '@pet-adoption/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, monthlyGifts, payments, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { isUuid } from '@pet-adoption/shared';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, recordAudit } from '../../messaging/audit-log';
import type { Notify } from '../../messaging/notify';
import { AlreadyRefundedError, type PaymentProvider } from './providers/provider';
import { goalReachedNotices } from '../../db/queries/campaign-goal';
import { giftReceiptNotices } from '../../db/queries/gift-receipt';
import { type PaymentClaim, recordConfirmed, recordedColumns } from './confirmed-payments';
import { reopenFee } from './fee-state';
import { syncLedger } from '../../db/queries/ledger-sync';
import { frequencyOf } from '../../db/queries/monthly-gift-schedule';
import {
  ALREADY_REFUNDED_MESSAGE,
  OTHER_AMOUNT_MESSAGE,
  OTHER_CAMPAIGN_MESSAGE,
  SOMEONE_ELSES_MESSAGE,
  UNKNOWN_PAYMENT_MESSAGE,
} from './payment-messages';

/**
 * POST /api/payments: records the transaction only when the provider confirms that intent was
 * paid by this caller, for this campaign and this amount. The same transactionId again gives
 * the same record (`created: false`).
 */
export function recordPayment(
  db: Database,
  provider: PaymentProvider,
  notify: Notify,
  caller: AuthUser,
  body: CreatePayment,
): Promise<{ created: boolean; insertedId: string }> {
  const amountCents = toCents(body.price);
  const requireMatch = (row: PaymentClaim) => {
    if (row.payerId !== caller.id) throw forbidden(SOMEONE_ELSES_MESSAGE);
    if (row.campaignId !== body.campaignId) {
      throw badRequest(OTHER_CAMPAIGN_MESSAGE, { campaignId: OTHER_CAMPAIGN_MESSAGE });
    }
    if (row.amountCents !== amountCents) {
      throw badRequest(OTHER_AMOUNT_MESSAGE, { price: OTHER_AMOUNT_MESSAGE });
    }
  };
  return recordConfirmed(db, provider, {
    transactionId: body.transactionId,
    requireMatch,
    unknown: badRequest(UNKNOWN_PAYMENT_MESSAGE, { transactionId: UNKNOWN_PAYMENT_MESSAGE }),
    kind: 'donation',
    petName: null,
    onSucceeded: async (tx, payment) => {
      await notify(tx, await giftReceiptNotices(tx, payment.id));
      await notify(tx, await goalReachedNotices(tx, body.campaignId));
    },
  });
}

/** A donation's campaign's pet as it is named now; a fee's pet as it was named when paid. */
const paymentPetName = sql<string>`coalesce(${campaigns.petName}, ${payments.petName}, '')`;

export interface PaymentPage {
  payments: Payment[];
  total: number;
  next: string | undefined;
}

/** The caller's own payments; admins see everyone's and may filter by campaign or e-mail. */
export async function listPayments(
  db: Database,
  caller: AuthUser,
  query: PaymentListQuery,
): Promise<PaymentPage> {
  const isAdmin = caller.role === 'admin';
  const filters: SQL[] = [];
  if (!isAdmin) filters.push(eq(payments.payerId, caller.id));
  if (query.email !== undefined) {
    if (!isAdmin && query.email !== caller.email) {
      throw forbidden('You can only see your own payments.');
    }
    filters.push(eq(users.email, query.email));
  }
  if (query.campaignId !== undefined) {
    if (!isUuid(query.campaignId)) {
      throw badRequest('That is not a campaign id.', { campaignId: 'That is not a campaign id.' });
    }
    filters.push(eq(payments.campaignId, query.campaignId));
  }
  const where = and(...filters);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(payments.createdAt, payments.id, decodeCursor(query.cursor)));

  const [rows, totals] = await Promise.all([
    db
      .select({
        ...recordedColumns,
        micros: createdAtMicros(payments.createdAt),
        email: users.email,
        petName: paymentPetName,
        receiptCode: payments.receiptCode,
        payerId: payments.payerId,
        manageCode: monthlyGifts.manageCode,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payerId))
      // A fee has no campaign: an inner join would leave it out of the list.
      .leftJoin(campaigns, eq(campaigns.id, payments.campaignId))
      .leftJoin(monthlyGifts, eq(monthlyGifts.id, payments.monthlyGiftId))
      .where(pageWhere)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payerId))
      .where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    payments: page.rows.map((row) => ({
      _id: row.id,
      email: row.email,
      price: toDollars(row.amountCents),
      transactionId: row.transactionId,
      date: row.createdAt.toISOString(),
      status: row.status,
      kind: row.kind,
      campaignId: row.campaignId ?? '',
      adoptionRequestId: row.adoptionRequestId,
      petName: row.petName,
      receiptCode: row.receiptCode,
      frequency: frequencyOf(row.monthlyGiftId),
      // The gift's page is the donor's alone: an admin reading the list is not handed it.
      manageLink:
        row.manageCode !== null && row.payerId === caller.id
          ? pageHref('manageGift', { code: row.manageCode })
          : null,
    })),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

/** Admins refund a succeeded payment through its provider; the totals follow at once. */
export async function refundPayment(
  db: Database,
  provider: PaymentProvider,
  caller: Actor,
  id: string,
) {
  const [payment] = isUuid(id)
    ? await db
        .select({
          ...recordedColumns,
          petName: paymentPetName,
          provider: payments.provider,
          refundedCents: payments.refundedCents,
        })
        .from(payments)
        .leftJoin(campaigns, eq(campaigns.id, payments.campaignId))
        .where(eq(payments.id, id))
    : [];
  if (payment === undefined) throw notFound('Payment');
  if (payment.status === 'refunded') throw conflict(ALREADY_REFUNDED_MESSAGE);
  if (payment.status !== 'succeeded') throw conflict('Only a succeeded payment can be refunded.');
  if (payment.provider !== provider.name) {
    throw conflict(
      `This payment was made through the ${payment.provider} provider, which this server does not use now, so it cannot be refunded here.`,
    );
  }
  try {
    await provider.refund(payment.transactionId);
  } catch (error) {
    // Refunded at the provider before (a retry after a crash): still mark it below.
    if (!(error instanceof AlreadyRefundedError)) throw error;
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({ status: 'refunded', refundedCents: sql`${payments.amountCents}` })
      .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
      .returning({ id: payments.id, refundedCents: payments.refundedCents });
    const [refunded] = rows;
    if (refunded !== undefined) {
      await syncLedger(tx, payment.transactionId);
      // A refunded fee is owed again: the adopter may pay it once more.
      if (payment.kind === 'fee' && payment.adoptionRequestId !== null) {
        await reopenFee(tx, payment.adoptionRequestId);
      }
      // What the money was and where it went back; the card itself is only the provider's.
      const [payer] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, payment.payerId));
      const amount = toDollars(payment.amountCents);
      const dollars = Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
      const from = `${dollars} from ${payer?.email ?? 'a former user'}`;
      await recordAudit(tx, caller, {
        action: 'payment.refund',
        target: {
          type: 'payment',
          id,
          label:
            payment.kind === 'fee'
              ? `${from}: the adoption fee for ${payment.petName || 'a pet'}`
              : `${from} to ${payment.petName || 'a campaign'}`,
        },
        before: {
          status: payment.status,
          amount,
          refunded: toDollars(payment.refundedCents),
          transactionId: payment.transactionId,
        },
        after: { status: 'refunded', amount, refunded: toDollars(refunded.refundedCents) },
      });
    }
    return rows;
  });
  if (changed.length === 0) throw conflict(ALREADY_REFUNDED_MESSAGE);
  return { modifiedCount: changed.length };
}
