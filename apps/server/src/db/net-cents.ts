import { sql } from 'drizzle-orm';
import { payments } from './schema';

/**
 * What a payment still gives its campaign: its amount less what was refunded and what a dispute
 * holds (open or lost; a won dispute gives it back). Totals sum this over succeeded payments.
 */
export const netCents = sql`greatest(0, ${payments.amountCents} - ${payments.refundedCents} - (
  CASE WHEN ${payments.disputeStatus} IN ('open', 'lost') THEN ${payments.disputedCents} ELSE 0 END
))`;
