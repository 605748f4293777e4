import type { LedgerEntryType } from '@pet-adoption/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ledgerEntries } from '../schema';

/** A sum of entries in cents: the types' amounts, less the corrections that reverse them. */
const sumOf = (types: LedgerEntryType[]): SQL<number> => {
  const list = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql<number>`coalesce(sum(CASE
    WHEN ${ledgerEntries.type} IN (${list}) THEN ${ledgerEntries.amountCents}
    WHEN ${ledgerEntries.type} = 'correction' AND ${ledgerEntries.correctedType} IN (${list})
      THEN -${ledgerEntries.amountCents}
    ELSE 0 END), 0)::bigint`.mapWith(Number);
};

/** A campaign's totals in cents, over `ledger_entries` rows: the books are the only source. */
export const ledgerSums = {
  raised: sumOf(['donation']),
  /** Refunds, and disputes while open or lost (a won one is corrected back). */
  refunded: sumOf(['refund', 'dispute']),
  spent: sumOf(['expense']),
};

/**
 * What a campaign has been given, net of refunds and disputes, from its books on every read,
 * never kept in a counter, so it is exact whatever happens at once. `campaignId` is the id, or
 * `campaigns.id` to correlate with in a query over campaigns: Drizzle writes a column unqualified
 * in a select from one table, where `"id"` would be the entry's.
 */
export const donatedCentsOf = (campaignId: SQLWrapper | string) =>
  sql<number>`(
  SELECT ${ledgerSums.raised} - ${ledgerSums.refunded} FROM ${ledgerEntries}
  WHERE ${ledgerEntries.campaignId} = ${campaignId}
)`.mapWith(Number);
