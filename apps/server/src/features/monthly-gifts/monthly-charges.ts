import {
  campaignStatus,
  coverFeeCents,
  MONTHLY_GIFT_MAX_FAILURES,
  MONTHLY_GIFT_RETRY_DAYS,
  notificationTexts,
  dollarsText,
  type PaymentProvider as ProcessorName,
  readableDay,
} from '@pet-adoption/shared';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findCampaignRecord } from '../../db/queries/campaign-record';
import { syncLedger } from '../../db/queries/ledger-sync';
import { giftNoticeLinks } from '../../db/queries/monthly-gift-links';
import { chargeDateIn, dayOf, periodOf } from '../../db/queries/monthly-gift-schedule';
import { monthlyGifts, paymentIntents, payments } from '../../db/schema';
import type { Notify } from '../../messaging/notify';
import type { ScheduledTask } from '../../lib/scheduled-work';
import { goalReachedNotices } from '../../db/queries/campaign-goal';
import { giftReceiptNotices } from '../../db/queries/gift-receipt';

/** One month's charge of a gift's kept card, made without the donor. */
export interface GiftCharge {
  /** The card as the processor kept it with the first charge. */
  card: string;
  amountCents: number;
  campaignId: string;
  payerId: string;
  /** The same key again answers the same charge: one per gift, month and try. */
  idempotencyKey: string;
}

/**
 * What a charging run needs of the card processor: its name and a charge of a kept card, where a
 * refusal is an answer, not an error. The payments feature's PaymentProvider is one; server.ts
 * hands over the one the API pays with (features never import each other).
 */
export interface GiftCharger {
  readonly name: ProcessorName;
  chargeAgain: (
    charge: GiftCharge,
  ) => Promise<
    { id: string; status: 'succeeded' | 'processing' } | { id: string; status: 'failed' }
  >;
}

export interface MonthlyChargeWork {
  db: Database;
  provider: GiftCharger;
  notify: Notify;
}

type Gift = typeof monthlyGifts.$inferSelect;

/** Gifts charged per run at most: a backlog spreads over a few runs, not one long one. */
const GIFTS_PER_RUN = 200;

const DAY_MS = 24 * 60 * 60_000;

export type ChargeOutcome = 'charged' | 'failed' | 'paused' | 'skipped' | 'held' | 'given';

/**
 * Charges every monthly gift whose day has come by `now` (UTC), each for the month its due date
 * falls in; answers what became of each gift it looked at. A month is given at most once: the charge's idempotency key names the gift, the month
 * and the try, and payments are unique per gift and month, so a retried run, a run on another
 * copy of the server or a crash between charging and recording never charges twice.
 */
export async function chargeMonthlyGifts(work: MonthlyChargeWork, now: Date) {
  const due = await work.db
    .select()
    .from(monthlyGifts)
    .where(
      and(
        eq(monthlyGifts.status, 'active'),
        // A gift started with another processor than the one configured now waits for it.
        eq(monthlyGifts.provider, work.provider.name),
        lte(monthlyGifts.nextChargeOn, dayOf(now)),
        or(isNull(monthlyGifts.retryAt), lte(monthlyGifts.retryAt, now)),
      ),
    )
    .orderBy(asc(monthlyGifts.nextChargeOn))
    .limit(GIFTS_PER_RUN);
  const outcomes = new Map<string, ChargeOutcome>();
  for (const gift of due) outcomes.set(gift.id, await chargeGift(work, gift, now));
  return outcomes;
}

/** The monthly charges as a scheduled task (server.ts keeps the timetable with the others). */
export const monthlyGiftsTask = (work: MonthlyChargeWork): ScheduledTask => ({
  name: 'monthly-gifts',
  cron: '35 * * * *',
  run: (now) => chargeMonthlyGifts(work, now),
});

/** The gift's next month, once this one is settled (given, skipped, or charged). */
const advanced = (gift: Gift) => ({
  nextChargeOn: chargeDateIn(gift.chargeDay, gift.nextChargeOn, 1),
  retryAt: null,
  failures: 0,
});

/** Changes the gift only if nothing else changed its month or tries since it was read. */
const unchangedSince = (gift: Gift) =>
  and(
    eq(monthlyGifts.id, gift.id),
    eq(monthlyGifts.nextChargeOn, gift.nextChargeOn),
    eq(monthlyGifts.failures, gift.failures),
  );

async function chargeGift(work: MonthlyChargeWork, gift: Gift, now: Date): Promise<ChargeOutcome> {
  const { db, provider, notify } = work;
  const period = periodOf(gift.nextChargeOn);
  const [given] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.monthlyGiftId, gift.id), eq(payments.chargePeriod, period)));
  if (given !== undefined) {
    await db.update(monthlyGifts).set(advanced(gift)).where(unchangedSince(gift));
    return 'given';
  }

  const campaign = await findCampaignRecord(db, gift.campaignId);
  const status = campaign === undefined ? 'ended' : campaignStatus(campaign, now);
  if (status === 'paused') {
    // Its creator paused the campaign: no money for it this month, the gift goes on.
    await db.update(monthlyGifts).set(advanced(gift)).where(unchangedSince(gift));
    return 'skipped';
  }
  const links = giftNoticeLinks(gift.manageCode);
  const petName = campaign?.petName ?? '';
  const amount = dollarsText(gift.amountCents);
  if (status === 'ended') {
    await db.transaction(async (tx) => {
      const [held] = await tx
        .update(monthlyGifts)
        .set({ status: 'awaitingMove', retryAt: null })
        .where(and(unchangedSince(gift), eq(monthlyGifts.status, 'active')))
        .returning({ id: monthlyGifts.id });
      if (held === undefined) return;
      await notify(tx, [
        {
          userId: gift.donorId,
          kind: 'monthlyGiftCampaignEnded',
          text: notificationTexts.monthlyGiftCampaignEnded(petName, amount),
          ...links,
        },
      ]);
    });
    return 'held';
  }

  const feeCents = gift.coverFee ? coverFeeCents(gift.amountCents) : 0;
  const charge = await provider.chargeAgain({
    card: gift.card,
    amountCents: gift.amountCents + feeCents,
    campaignId: gift.campaignId,
    payerId: gift.donorId,
    idempotencyKey: `monthly-${gift.id}-${period}-try${gift.failures}`,
  });

  if (charge.status === 'failed') {
    const failures = gift.failures + 1;
    const paused = failures >= MONTHLY_GIFT_MAX_FAILURES;
    const retryAt = new Date(now.getTime() + MONTHLY_GIFT_RETRY_DAYS * DAY_MS);
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(monthlyGifts)
        .set(paused ? { status: 'paused', failures, retryAt: null } : { failures, retryAt })
        .where(unchangedSince(gift))
        .returning({ id: monthlyGifts.id });
      if (counted === undefined) return;
      await notify(tx, [
        paused
          ? {
              userId: gift.donorId,
              kind: 'monthlyGiftPaused',
              text: notificationTexts.monthlyGiftPaused(petName, amount),
              ...links,
            }
          : {
              userId: gift.donorId,
              kind: 'monthlyGiftFailed',
              text: notificationTexts.monthlyGiftFailed(
                petName,
                amount,
                readableDay(dayOf(retryAt)),
              ),
              ...links,
            },
      ]);
    });
    return paused ? 'paused' : 'failed';
  }

  const succeeded = charge.status === 'succeeded';
  return db.transaction(async (tx): Promise<ChargeOutcome> => {
    await tx
      .insert(paymentIntents)
      .values({
        id: charge.id,
        provider: provider.name,
        campaignId: gift.campaignId,
        payerId: gift.donorId,
        amountCents: gift.amountCents + feeCents,
        currency: 'usd',
        status: charge.status,
        anonymous: gift.anonymous,
        feeCoveredCents: feeCents,
      })
      .onConflictDoUpdate({
        target: paymentIntents.id,
        set: { anonymous: gift.anonymous, feeCoveredCents: feeCents },
      });
    const [payment] = await tx
      .insert(payments)
      .values({
        kind: 'donation',
        campaignId: gift.campaignId,
        payerId: gift.donorId,
        amountCents: gift.amountCents,
        feeCoveredCents: feeCents,
        transactionId: charge.id,
        provider: provider.name,
        status: succeeded ? 'succeeded' : 'pending',
        anonymous: gift.anonymous,
        monthlyGiftId: gift.id,
        chargePeriod: period,
      })
      // Already recorded (by a run before, or by the provider's webhook): once.
      .onConflictDoNothing()
      .returning({ id: payments.id });
    await tx.update(monthlyGifts).set(advanced(gift)).where(unchangedSince(gift));
    if (payment === undefined) return 'given';
    await syncLedger(tx, charge.id);
    if (succeeded) {
      await notify(tx, await giftReceiptNotices(tx, payment.id));
      await notify(tx, await goalReachedNotices(tx, gift.campaignId));
    }
    return 'charged';
  });
}
