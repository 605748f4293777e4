import { type SQLWrapper, sql } from 'drizzle-orm';
import { payments } from './schema';

/**
 * What a payment still gives its campaign: its amount less what was refunded and what a dispute
 * holds (open or lost; a won dispute gives it back). Totals sum this over succeeded payments.
 */
export const netCents = sql`greatest(0, ${payments.amountCents} - ${payments.refundedCents} - (
  CASE WHEN ${payments.disputeStatus} IN ('open', 'lost') THEN ${payments.disputedCents} ELSE 0 END
))`;

/**
 * What a campaign has been given, net: summed from its succeeded payments on every read, never
 * kept in a counter, so it is exact whatever happens at once (payments_campaign_id_idx keeps it
 * cheap). `campaignId` is the campaign's id, or `campaigns.id` to correlate with in a query that
 * joins another table: Drizzle writes a column unqualified in a select from one table, where
 * `"id"` would be the payment's.
 */
export const donatedCentsOf = (campaignId: SQLWrapper | string) =>
  sql<number>`(
  SELECT coalesce(sum(${netCents}), 0)::bigint FROM ${payments}
  WHERE ${payments.campaignId} = ${campaignId} AND ${payments.status} = 'succeeded'
)`.mapWith(Number);
