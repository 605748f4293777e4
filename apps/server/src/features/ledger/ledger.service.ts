import {
  type CreateCorrection,
  type CreateExpense,
  isUuid,
  type LedgerEntry,
  type LedgerTotals,
  type PageQuery,
  shortReceiptCode,
  shownDonorName,
  texts,
  toCents,
  toDollars,
} from '@pet-adoption/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { findCampaignRecord, ownedCampaign } from '../../db/queries/campaign-record';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { ledgerSums } from '../../db/queries/ledger-totals';
import { UNIQUE_VIOLATION, sqlStateOf } from '../../db/postgres-errors';
import { ledgerEntries, payments, users } from '../../db/schema';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';
import { badRequest, conflict, notFound } from '../../lib/errors';

const donors = alias(users, 'donors');
const recorders = alias(users, 'recorders');
const corrections = alias(ledgerEntries, 'corrections');

async function requireCampaign(db: Database, id: string) {
  if ((await findCampaignRecord(db, id)) === undefined) throw notFound('Campaign');
}

export interface LedgerPage {
  entries: LedgerEntry[];
  total: number;
  next: string | undefined;
}

/** Entries as the API shows them, newest first: a gift given anonymously names no one. */
async function entriesWhere(db: Database, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      micros: createdAtMicros(ledgerEntries.at),
      type: ledgerEntries.type,
      amountCents: ledgerEntries.amountCents,
      at: ledgerEntries.at,
      description: ledgerEntries.description,
      receiptImage: ledgerEntries.receiptImage,
      correctsId: ledgerEntries.correctsId,
      correctedBy: corrections.id,
      receiptCode: payments.receiptCode,
      anonymous: payments.anonymous,
      donorName: donors.name,
      recorderName: recorders.name,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(donors, eq(donors.id, payments.payerId))
    .leftJoin(recorders, eq(recorders.id, ledgerEntries.recordedBy))
    .leftJoin(corrections, eq(corrections.correctsId, ledgerEntries.id))
    .where(where)
    .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    micros: row.micros,
    entry: {
      _id: row.id,
      type: row.type,
      amount: toDollars(row.amountCents),
      at: row.at.toISOString(),
      // A gift's donor as they chose to be named; who wrote an expense or correction.
      name:
        row.receiptCode === null
          ? (row.recorderName ?? '')
          : shownDonorName({ anonymous: row.anonymous ?? false, name: row.donorName ?? '' }),
      description: row.description,
      receiptImage: row.receiptImage,
      receiptCode: row.receiptCode === null ? null : shortReceiptCode(row.receiptCode),
      corrects: row.correctsId,
      corrected: row.correctedBy !== null,
    } satisfies LedgerEntry,
  }));
}

/** A campaign's books, newest first, a page at a time (public). */
export async function listLedger(
  db: Database,
  campaignId: string,
  query: PageQuery,
): Promise<LedgerPage> {
  await requireCampaign(db, campaignId);
  const where = eq(ledgerEntries.campaignId, campaignId);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(ledgerEntries.at, ledgerEntries.id, decodeCursor(query.cursor)));
  const [rows, totals] = await Promise.all([
    entriesWhere(db, pageWhere, query.limit + 1),
    db.select({ total: count() }).from(ledgerEntries).where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    entries: page.rows.map((row) => row.entry),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

/** One entry of a campaign's books (public), or 404. */
export async function getLedgerEntry(db: Database, campaignId: string, entryId: string) {
  const [row] =
    isUuid(campaignId) && isUuid(entryId)
      ? await entriesWhere(
          db,
          and(eq(ledgerEntries.campaignId, campaignId), eq(ledgerEntries.id, entryId)),
          1,
        )
      : [];
  if (row === undefined) throw notFound('Entry');
  return row.entry;
}

/** Raised, refunded, spent and the balance, in dollars, from the books alone. */
export async function ledgerTotals(db: Database, campaignId: string): Promise<LedgerTotals> {
  await requireCampaign(db, campaignId);
  const [sums] = await db
    .select(ledgerSums)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.campaignId, campaignId));
  const { raised = 0, refunded = 0, spent = 0 } = sums ?? {};
  return {
    raised: toDollars(raised),
    refunded: toDollars(refunded),
    spent: toDollars(spent),
    balance: toDollars(raised - refunded - spent),
  };
}

/** Money out, by the campaign's creator or an admin; more than the balance is allowed. */
export async function recordExpense(
  db: Database,
  caller: Actor,
  campaignId: string,
  body: CreateExpense,
) {
  const campaign = await ownedCampaign(db, caller, campaignId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        campaignId,
        type: 'expense',
        amountCents: toCents(body.amount),
        at: new Date(`${body.date}T00:00:00Z`),
        description: body.description,
        receiptImage: body.receiptImage ?? null,
        recordedBy: caller.id,
      })
      .returning({ id: ledgerEntries.id });
    if (row === undefined) throw new Error('recordExpense: the insert returned no row');
    if (actsAsAdmin(caller, campaign.ownerId)) {
      await recordAudit(tx, caller, {
        action: 'ledger.recordExpense',
        target: { type: 'campaign', id: campaignId, label: campaign.petName },
        after: {
          entryId: row.id,
          amount: toDollars(toCents(body.amount)),
          date: body.date,
          description: body.description,
          receiptImage: body.receiptImage ?? null,
        },
      });
    }
    return { insertedId: row.id };
  });
}

/**
 * Undoes an expense by a reversing entry naming it. Gifts, refunds and disputes follow the card
 * provider's events, so only an expense is corrected by hand, and each entry at most once.
 */
export async function recordCorrection(
  db: Database,
  caller: Actor,
  campaignId: string,
  body: CreateCorrection,
) {
  const campaign = await ownedCampaign(db, caller, campaignId);
  const [entry] = isUuid(body.corrects)
    ? await db
        .select({ type: ledgerEntries.type, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.id, body.corrects), eq(ledgerEntries.campaignId, campaignId)))
    : [];
  if (entry === undefined) {
    throw badRequest(texts.ledger.unknownEntry, { corrects: texts.ledger.unknownEntry });
  }
  if (entry.type !== 'expense') {
    throw badRequest(texts.ledger.onlyExpenses, { corrects: texts.ledger.onlyExpenses });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerEntries)
        .values({
          campaignId,
          type: 'correction',
          amountCents: entry.amountCents,
          at: sql`now()`,
          description: body.reason,
          correctsId: body.corrects,
          correctedType: entry.type,
          recordedBy: caller.id,
        })
        .returning({ id: ledgerEntries.id });
      if (row === undefined) throw new Error('recordCorrection: the insert returned no row');
      if (actsAsAdmin(caller, campaign.ownerId)) {
        await recordAudit(tx, caller, {
          action: 'ledger.recordCorrection',
          target: { type: 'campaign', id: campaignId, label: campaign.petName },
          after: {
            entryId: row.id,
            corrects: body.corrects,
            amount: toDollars(entry.amountCents),
            reason: body.reason,
          },
        });
      }
      return { insertedId: row.id };
    });
  } catch (error) {
    // Two corrections of one entry at once: the unique index lets one in.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(texts.ledger.alreadyCorrected);
    throw error;
  }
}
