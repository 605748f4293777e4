import {
  campaignStatus,
  dollarsText,
  MANAGE_CODE_PATTERN,
  type MonthlyGift,
  type MonthlyGiftAction,
  monthlyGiftTexts,
  toCents,
  toDollars,
} from '@pet-adoption/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findCampaignRecord } from '../../db/campaign-record';
import { chargeDateIn, upcomingChargeOn } from '../../db/monthly-gift-schedule';
import { campaigns, monthlyGifts, payments, pets } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/errors';

type GiftRow = typeof monthlyGifts.$inferSelect;

const unknownGift = () => new HttpError(404, 'NOT_FOUND', monthlyGiftTexts.unknown);

async function findGift(db: Database, code: string): Promise<GiftRow> {
  const [gift] = MANAGE_CODE_PATTERN.test(code)
    ? await db.select().from(monthlyGifts).where(eq(monthlyGifts.manageCode, code))
    : [];
  if (gift === undefined) throw unknownGift();
  return gift;
}

/** The gift as its page shows it: its campaign, pet, schedule and charges with their receipts. */
async function shownGift(db: Database, gift: GiftRow): Promise<MonthlyGift> {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      petName: campaigns.petName,
      lastDate: campaigns.lastDate,
      paused: campaigns.paused,
      petId: pets.id,
      petNameOfPet: pets.petName,
    })
    .from(campaigns)
    .leftJoin(pets, eq(pets.id, campaigns.petId))
    .where(eq(campaigns.id, gift.campaignId));
  const charges = await db
    .select({
      createdAt: payments.createdAt,
      amountCents: payments.amountCents,
      status: payments.status,
      receiptCode: payments.receiptCode,
    })
    .from(payments)
    .where(eq(payments.monthlyGiftId, gift.id))
    .orderBy(desc(payments.createdAt))
    .limit(24);
  return {
    _id: gift.id,
    campaign: {
      _id: gift.campaignId,
      petName: campaign?.petName ?? '',
      active: campaign !== undefined && campaignStatus(campaign) === 'active',
    },
    pet:
      campaign?.petId == null
        ? null
        : { _id: campaign.petId, petName: campaign.petNameOfPet ?? '' },
    amount: toDollars(gift.amountCents),
    coverFee: gift.coverFee,
    anonymous: gift.anonymous,
    status: gift.status,
    chargeDay: gift.chargeDay,
    nextChargeOn: gift.status === 'active' ? gift.nextChargeOn : null,
    failures: gift.failures,
    charges: charges.map((charge) => ({
      date: charge.createdAt.toISOString(),
      amount: toDollars(charge.amountCents),
      status: charge.status,
      receiptCode: charge.receiptCode,
    })),
    createdAt: gift.createdAt.toISOString(),
  };
}

/** GET /api/gifts/manage/{code}: whoever holds the code; 404 for any other. */
export async function getMonthlyGift(db: Database, code: string) {
  return shownGift(db, await findGift(db, code));
}

export interface GiftChange {
  message: string;
  gift: MonthlyGift;
}

/**
 * Writes `set` only while the gift is as it was read (its status and next date), so two changes
 * sent at once are applied one after the other, never one over the other.
 */
async function change(
  db: Database,
  gift: GiftRow,
  set: Partial<typeof monthlyGifts.$inferInsert>,
  message: string,
  guard?: SQL,
): Promise<GiftChange> {
  const [changed] = await db
    .update(monthlyGifts)
    .set(set)
    .where(
      and(
        eq(monthlyGifts.id, gift.id),
        eq(monthlyGifts.status, gift.status),
        eq(monthlyGifts.nextChargeOn, gift.nextChargeOn),
        guard,
      ),
    )
    .returning();
  if (changed === undefined) {
    throw conflict('The gift changed meanwhile. Reload its page and try again.');
  }
  return { message, gift: await shownGift(db, changed) };
}

/** PATCH /api/gifts/manage/{code}: the monthly amount from the next charge on. */
export async function changeAmount(db: Database, code: string, amount: number) {
  const gift = await findGift(db, code);
  if (gift.status === 'cancelled') throw conflict(monthlyGiftTexts.notNow.change);
  const amountCents = toCents(amount);
  return change(db, gift, { amountCents }, monthlyGiftTexts.changed(dollarsText(amountCents)));
}

/** POST /api/gifts/manage/{code}/{skip|pause|resume|cancel}. */
export async function applyAction(
  db: Database,
  code: string,
  action: MonthlyGiftAction,
  now = new Date(),
): Promise<GiftChange> {
  const gift = await findGift(db, code);
  const refuse = () => conflict(monthlyGiftTexts.notNow[action]);
  switch (action) {
    case 'skip': {
      if (gift.status !== 'active') throw refuse();
      // The month due next is not charged: the one after it is, and a failed try is forgotten.
      const nextChargeOn = chargeDateIn(gift.chargeDay, gift.nextChargeOn, 1);
      return change(
        db,
        gift,
        { nextChargeOn, retryAt: null, failures: 0 },
        monthlyGiftTexts.skip(nextChargeOn),
      );
    }
    case 'pause':
      if (gift.status !== 'active') throw refuse();
      return change(db, gift, { status: 'paused', retryAt: null }, monthlyGiftTexts.pause);
    case 'resume': {
      if (gift.status !== 'paused') throw refuse();
      const nextChargeOn = upcomingChargeOn(gift, now);
      return change(
        db,
        gift,
        { status: 'active', nextChargeOn, retryAt: null, failures: 0 },
        monthlyGiftTexts.resume(nextChargeOn),
      );
    }
    case 'cancel':
      if (gift.status === 'cancelled') throw refuse();
      return change(db, gift, { status: 'cancelled', retryAt: null }, monthlyGiftTexts.cancel);
  }
}

/**
 * POST /api/gifts/manage/{code}/move: the gift goes to another campaign that takes donations,
 * charged from its next date on (the pet it sponsored was adopted, or the donor chose so).
 */
export async function moveGift(db: Database, code: string, campaignId: string, now = new Date()) {
  const gift = await findGift(db, code);
  if (gift.status === 'cancelled') throw conflict(monthlyGiftTexts.notNow.move);
  if (campaignId === gift.campaignId) {
    throw badRequest(monthlyGiftTexts.moveSame, { campaignId: monthlyGiftTexts.moveSame });
  }
  const campaign = await findCampaignRecord(db, campaignId);
  if (campaign === undefined || campaignStatus(campaign) !== 'active') {
    throw badRequest(monthlyGiftTexts.moveClosed, { campaignId: monthlyGiftTexts.moveClosed });
  }
  const nextChargeOn = upcomingChargeOn(gift, now);
  return change(
    db,
    gift,
    { campaignId: campaign.id, status: 'active', nextChargeOn, retryAt: null, failures: 0 },
    monthlyGiftTexts.moved(campaign.petName, nextChargeOn),
  );
}
