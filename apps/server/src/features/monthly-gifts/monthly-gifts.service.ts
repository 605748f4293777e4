import { randomBytes } from 'node:crypto';
import {
  campaignStatus,
  dollarsText,
  GIFT_CONFIRM_HOURS,
  GIFT_UNDO_DAYS,
  MANAGE_CODE_PATTERN,
  type MonthlyGift,
  type MonthlyGiftAction,
  type MonthlyGiftChange,
  monthlyGiftTexts,
  pageHref,
  readableDay,
  toCents,
  toDollars,
  waitPhrase,
} from '@pet-adoption/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { findCampaignRecord } from '../../db/queries/campaign-record';
import {
  chargeDateIn,
  dayOf,
  nextChargeAfter,
  upcomingChargeOn,
} from '../../db/queries/monthly-gift-schedule';
import { campaigns, monthlyGifts, payments, pets, users } from '../../db/schema';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';
import { consumeLink, createLink, readLink } from '../../messaging/emailed-links';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { mailsSentRecently } from '../../messaging/mail-caps';
import type { GiftMailer } from './gift-mail';
import { type GiftState, parseChangeLink, parseUndoLink, type PendingChange } from './gift-links';

type GiftRow = typeof monthlyGifts.$inferSelect;

/** What the gift's routes work with: the database, its e-mails, and the clock. */
export interface GiftWork {
  db: Database;
  mail: GiftMailer;
  now?: () => Date;
}

/**
 * Who is acting. The manage code opens the gift to whoever holds it; being signed in as its
 * donor is what raising the amount or moving the gift asks for beyond it.
 */
export type Viewer = Actor | null;

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;
/** Confirmation links one gift's donor is sent in a day at most, however often others ask. */
const CONFIRMATIONS_PER_DAY = 3;

const unknownGift = () => new HttpError(404, 'NOT_FOUND', monthlyGiftTexts.unknown);
const linkInvalid = () => badRequest(monthlyGiftTexts.linkInvalid);
const newManageCode = () => randomBytes(16).toString('hex');
const manageLinkOf = (gift: Pick<GiftRow, 'manageCode'>) =>
  pageHref('manageGift', { code: gift.manageCode });

async function findGift(db: Executor, code: string): Promise<GiftRow> {
  const [gift] = MANAGE_CODE_PATTERN.test(code)
    ? await db.select().from(monthlyGifts).where(eq(monthlyGifts.manageCode, code))
    : [];
  if (gift === undefined) throw unknownGift();
  return gift;
}

async function giftById(db: Executor, id: string): Promise<GiftRow | undefined> {
  const [gift] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id));
  return gift;
}

/** The gift as its page shows it: its campaign, pet, schedule and charges with their receipts. */
async function shownGift(db: Executor, gift: GiftRow): Promise<MonthlyGift> {
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

async function petNameOf(db: Executor, campaignId: string) {
  return (await findCampaignRecord(db, campaignId))?.petName ?? '';
}

const stateOf = (gift: GiftRow): GiftState => ({
  amountCents: gift.amountCents,
  campaignId: gift.campaignId,
  status: gift.status,
  nextChargeOn: gift.nextChargeOn,
  retryAt: gift.retryAt?.toISOString() ?? null,
  failures: gift.failures,
});

/** A site admin opening or changing someone's gift by its link: the audit log keeps it. */
async function auditAdmin(
  tx: Executor,
  viewer: Viewer,
  gift: GiftRow,
  action: 'monthlyGift.open' | 'monthlyGift.change',
  change?: { before: GiftRow; after: GiftRow },
) {
  if (viewer === null || !actsAsAdmin(viewer, gift.donorId)) return;
  const fields = (row: GiftRow) => ({
    amount: toDollars(row.amountCents),
    campaignId: row.campaignId,
    status: row.status,
    nextChargeOn: row.nextChargeOn,
  });
  await recordAudit(tx, viewer, {
    action,
    target: {
      type: 'monthlyGift',
      id: gift.id,
      label: `Monthly gift of ${dollarsText(gift.amountCents)} for ${await petNameOf(tx, gift.campaignId)}`,
    },
    ...(change === undefined ? {} : { before: fields(change.before), after: fields(change.after) }),
  });
}

/** GET /api/gifts/manage/{code}: whoever holds the code; 404 for any other. */
export async function getMonthlyGift(db: Database, code: string, viewer: Viewer = null) {
  const gift = await findGift(db, code);
  await auditAdmin(db, viewer, gift, 'monthlyGift.open');
  return shownGift(db, gift);
}

/** One change to make: what to write, the page's sentence and the e-mail's. */
interface Change {
  set: Partial<typeof monthlyGifts.$inferInsert>;
  message: string;
  /** The e-mail's sentence, once the change is made (the pet's name and dates known then). */
  told: (changed: GiftRow, petName: string) => string;
  /** Kept in the row's state as read: two changes at once go one after the other. */
  guard?: SQL;
  /** An undo puts the gift back; it is not itself undone. */
  undoable?: boolean;
}

/**
 * Writes the change only while the gift is as it was read (its status and next date), replaces
 * its manage code, e-mails the donor at once with a link that undoes it, and audits an admin's
 * use of the link, all in `tx`.
 */
async function applyChange(
  tx: Executor,
  work: GiftWork,
  gift: GiftRow,
  change: Change,
  viewer: Viewer,
): Promise<MonthlyGiftChange> {
  const [changed] = await tx
    .update(monthlyGifts)
    .set({ ...change.set, manageCode: newManageCode(), updatedAt: new Date() })
    .where(
      and(
        eq(monthlyGifts.id, gift.id),
        eq(monthlyGifts.status, gift.status),
        eq(monthlyGifts.nextChargeOn, gift.nextChargeOn),
        change.guard,
      ),
    )
    .returning();
  if (changed === undefined) {
    throw conflict('The gift changed meanwhile. Reload its page and try again.');
  }
  const manageLink = manageLinkOf(changed);
  const undoToken =
    change.undoable === false
      ? null
      : await createLink(
          tx,
          'gift-undo',
          { userId: gift.donorId, giftId: gift.id, before: stateOf(gift), after: stateOf(changed) },
          GIFT_UNDO_DAYS * DAY_S,
        );
  await work.mail.changed(tx, gift.donorId, {
    what: change.told(changed, await petNameOf(tx, changed.campaignId)),
    manageLink,
    undoToken,
  });
  await auditAdmin(tx, viewer, gift, 'monthlyGift.change', { before: gift, after: changed });
  return {
    message: change.message,
    gift: await shownGift(tx, changed),
    manageLink,
    confirmationSent: false,
  };
}

const isDonor = (viewer: Viewer, gift: GiftRow) => viewer !== null && viewer.id === gift.donorId;

/**
 * A change only the donor may make, asked by someone else with the link: nothing changes, and
 * the donor's address gets a link that makes it once confirmed (a POST on its page).
 */
async function askDonor(
  work: GiftWork,
  gift: GiftRow,
  pending: PendingChange,
  description: string,
): Promise<MonthlyGiftChange> {
  return work.db.transaction(async (tx) => {
    const now = work.now?.() ?? new Date();
    const [donor] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, gift.donorId));
    const to = donor?.email ?? '';
    const sent = await mailsSentRecently(tx, { to, kinds: ['giftChangeConfirm'] }, now);
    if (sent.count >= CONFIRMATIONS_PER_DAY) {
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `The donor has been sent ${CONFIRMATIONS_PER_DAY} confirmation links today already. Please try again in ${waitPhrase(sent.secondsUntilNext)}.`,
      );
    }
    const token = await createLink(
      tx,
      'gift-change',
      { userId: gift.donorId, giftId: gift.id, change: pending },
      GIFT_CONFIRM_HOURS * HOUR_S,
    );
    await work.mail.confirmChange(tx, gift.donorId, description, token);
    return {
      message: monthlyGiftTexts.confirmationSent,
      gift: await shownGift(tx, gift),
      manageLink: manageLinkOf(gift),
      confirmationSent: true,
    };
  });
}

function amountChange(gift: GiftRow, amountCents: number): Change {
  if (gift.status === 'cancelled') throw conflict(monthlyGiftTexts.notNow.change);
  return {
    set: { amountCents },
    message: monthlyGiftTexts.changed(dollarsText(amountCents)),
    told: (_changed, petName) =>
      `Your monthly gift for ${petName} is now ${dollarsText(amountCents)} a month, from the next charge on.`,
  };
}

async function moveChange(tx: Executor, gift: GiftRow, campaignId: string, now: Date) {
  if (gift.status === 'cancelled') throw conflict(monthlyGiftTexts.notNow.move);
  if (campaignId === gift.campaignId) {
    throw badRequest(monthlyGiftTexts.moveSame, { campaignId: monthlyGiftTexts.moveSame });
  }
  const campaign = await findCampaignRecord(tx, campaignId);
  if (campaign === undefined || campaignStatus(campaign) !== 'active') {
    throw badRequest(monthlyGiftTexts.moveClosed, { campaignId: monthlyGiftTexts.moveClosed });
  }
  const nextChargeOn = upcomingChargeOn(gift, now);
  return {
    campaign,
    change: {
      set: { campaignId: campaign.id, status: 'active', nextChargeOn, retryAt: null, failures: 0 },
      message: monthlyGiftTexts.moved(campaign.petName, nextChargeOn),
      told: () =>
        `Your monthly gift of ${dollarsText(gift.amountCents)} now goes to the campaign for ${campaign.petName}. The next charge is on ${readableDay(nextChargeOn)}.`,
    } satisfies Change,
  };
}

/**
 * PATCH /api/gifts/manage/{code}: the monthly amount from the next charge on. Lowering it works
 * from the link alone; raising it needs the donor signed in, or their confirmation by e-mail.
 */
export async function changeAmount(work: GiftWork, code: string, amount: number, viewer: Viewer) {
  const gift = await findGift(work.db, code);
  const amountCents = toCents(amount);
  const change = amountChange(gift, amountCents);
  if (amountCents > gift.amountCents && !isDonor(viewer, gift)) {
    const petName = await petNameOf(work.db, gift.campaignId);
    return askDonor(
      work,
      gift,
      { kind: 'amount', amountCents },
      monthlyGiftTexts.confirmRaise(
        petName,
        dollarsText(gift.amountCents),
        dollarsText(amountCents),
      ),
    );
  }
  return work.db.transaction((tx) => applyChange(tx, work, gift, change, viewer));
}

/**
 * POST /api/gifts/manage/{code}/move: the gift goes to another campaign that takes donations,
 * charged from its next date on. Only the donor signed in, or their confirmation by e-mail.
 */
export async function moveGift(work: GiftWork, code: string, campaignId: string, viewer: Viewer) {
  const now = work.now?.() ?? new Date();
  const gift = await findGift(work.db, code);
  const { campaign, change } = await moveChange(work.db, gift, campaignId, now);
  if (!isDonor(viewer, gift)) {
    const fromPet = await petNameOf(work.db, gift.campaignId);
    return askDonor(
      work,
      gift,
      { kind: 'move', campaignId: campaign.id },
      monthlyGiftTexts.confirmMove(dollarsText(gift.amountCents), fromPet, campaign.petName),
    );
  }
  return work.db.transaction((tx) => applyChange(tx, work, gift, change, viewer));
}

/** POST /api/gifts/manage/{code}/{skip|pause|resume|cancel}: the link alone is enough. */
export async function applyAction(
  work: GiftWork,
  code: string,
  action: MonthlyGiftAction,
  viewer: Viewer,
): Promise<MonthlyGiftChange> {
  const now = work.now?.() ?? new Date();
  const gift = await findGift(work.db, code);
  const change = actionChange(gift, action, now);
  return work.db.transaction((tx) => applyChange(tx, work, gift, change, viewer));
}

function actionChange(gift: GiftRow, action: MonthlyGiftAction, now: Date): Change {
  const refuse = () => conflict(monthlyGiftTexts.notNow[action]);
  switch (action) {
    case 'skip': {
      if (gift.status !== 'active') throw refuse();
      // The month due next is not charged: the one after it is, and a failed try is forgotten.
      const nextChargeOn = chargeDateIn(gift.chargeDay, gift.nextChargeOn, 1);
      return {
        set: { nextChargeOn, retryAt: null, failures: 0 },
        message: monthlyGiftTexts.skip(nextChargeOn),
        told: (_changed, petName) =>
          `Your monthly gift for ${petName} skips a month: the next charge is on ${readableDay(nextChargeOn)}.`,
      };
    }
    case 'pause':
      if (gift.status !== 'active') throw refuse();
      return {
        set: { status: 'paused', retryAt: null },
        message: monthlyGiftTexts.pause,
        told: (_changed, petName) =>
          `Your monthly gift for ${petName} is paused: nothing is charged until it is resumed.`,
      };
    case 'resume': {
      if (gift.status !== 'paused') throw refuse();
      const nextChargeOn = upcomingChargeOn(gift, now);
      return {
        set: { status: 'active', nextChargeOn, retryAt: null, failures: 0 },
        message: monthlyGiftTexts.resume(nextChargeOn),
        told: (_changed, petName) =>
          `Your monthly gift for ${petName} is on again: the next charge is on ${readableDay(nextChargeOn)}.`,
      };
    }
    case 'cancel':
      if (gift.status === 'cancelled') throw refuse();
      return {
        set: { status: 'cancelled', retryAt: null },
        message: monthlyGiftTexts.cancel,
        told: (_changed, petName) =>
          `Your monthly gift for ${petName} is cancelled: nothing more will be charged.`,
      };
  }
}

/** What a confirmation link will do, for its page (the link stays unused). */
export async function previewChange(db: Database, token: string) {
  const link = parseChangeLink(await readLink(db, 'gift-change', token));
  const gift = link && (await giftById(db, link.giftId));
  if (!link || !gift) throw linkInvalid();
  const petName = await petNameOf(db, gift.campaignId);
  if (link.change.kind === 'amount') {
    return {
      petName,
      description: monthlyGiftTexts.confirmRaise(
        petName,
        dollarsText(gift.amountCents),
        dollarsText(link.change.amountCents),
      ),
    };
  }
  return {
    petName,
    description: monthlyGiftTexts.confirmMove(
      dollarsText(gift.amountCents),
      petName,
      await petNameOf(db, link.change.campaignId),
    ),
  };
}

/** POST /api/gifts/changes: the donor confirms, from their e-mail, a change asked for. */
export function confirmChange(work: GiftWork, token: string, viewer: Viewer) {
  const now = work.now?.() ?? new Date();
  return work.db.transaction(async (tx) => {
    const link = parseChangeLink(await consumeLink(tx, 'gift-change', token, now));
    const gift = link && (await giftById(tx, link.giftId));
    if (!link || !gift) throw linkInvalid();
    const change =
      link.change.kind === 'amount'
        ? amountChange(gift, link.change.amountCents)
        : (await moveChange(tx, gift, link.change.campaignId, now)).change;
    return applyChange(tx, work, gift, change, viewer);
  });
}

/** What an undo link will do, for its page (the link stays unused). */
export async function previewUndo(db: Database, token: string) {
  const link = parseUndoLink(await readLink(db, 'gift-undo', token));
  const gift = link && (await giftById(db, link.giftId));
  if (!link || !gift) throw linkInvalid();
  const petName = await petNameOf(db, link.before.campaignId);
  return { petName, description: monthlyGiftTexts.undo(petName) };
}

const sameState = (gift: GiftRow, state: GiftState) =>
  gift.amountCents === state.amountCents &&
  gift.campaignId === state.campaignId &&
  gift.status === state.status &&
  gift.nextChargeOn === state.nextChargeOn;

/**
 * POST /api/gifts/undo: the gift goes back to how it was before a change, if nothing changed it
 * since. A charge date that has passed meanwhile moves on to the next one: an undo never charges
 * a month late.
 */
export function undoChange(work: GiftWork, token: string, viewer: Viewer) {
  const now = work.now?.() ?? new Date();
  return work.db.transaction(async (tx) => {
    const link = parseUndoLink(await consumeLink(tx, 'gift-undo', token, now));
    const gift = link && (await giftById(tx, link.giftId));
    if (!link || !gift) throw linkInvalid();
    if (!sameState(gift, link.after)) throw conflict(monthlyGiftTexts.changedSince);
    const { before } = link;
    const nextChargeOn =
      before.nextChargeOn > dayOf(now) ? before.nextChargeOn : nextChargeAfter(gift.chargeDay, now);
    return applyChange(
      tx,
      work,
      gift,
      {
        set: {
          amountCents: before.amountCents,
          campaignId: before.campaignId,
          status: before.status,
          nextChargeOn,
          retryAt: before.retryAt === null ? null : new Date(before.retryAt),
          failures: before.failures,
        },
        message: monthlyGiftTexts.undone,
        told: (changed, petName) =>
          `The change to your monthly gift was undone: it is ${dollarsText(changed.amountCents)} a month for ${petName} again.`,
        undoable: false,
      },
      viewer,
    );
  });
}
