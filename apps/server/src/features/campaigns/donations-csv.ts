import {
  donationsFileName,
  shortReceiptCode,
  shownDonorName,
  toDollars,
} from '@pet-adoption/shared';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frequencyOf } from '../../db/monthly-gift-schedule';
import { ownedCampaign } from '../../db/campaign-record';
import { payments, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';

const COLUMNS = [
  'Date',
  'Donor',
  'Email',
  'Amount',
  'Fee covered',
  'Refunded',
  'Status',
  'Frequency',
  'Receipt',
];

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, a tab or a return first) is
 * written with a quote before it, so a donor's name cannot act on the creator's computer.
 */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * A campaign's gifts as CSV, oldest first, for its creator or an admin: an anonymous donor is
 * 'Anonymous' (no e-mail) to the creator and named to admins, as in the donors list.
 */
export async function donationsCsv(db: Database, caller: AuthUser, campaignId: string) {
  const campaign = await ownedCampaign(db, caller, campaignId);
  const rows = await db
    .select({
      createdAt: payments.createdAt,
      name: users.name,
      email: users.email,
      anonymous: payments.anonymous,
      amountCents: payments.amountCents,
      feeCoveredCents: payments.feeCoveredCents,
      refundedCents: payments.refundedCents,
      status: payments.status,
      receiptCode: payments.receiptCode,
      monthlyGiftId: payments.monthlyGiftId,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payerId))
    .where(
      and(eq(payments.campaignId, campaignId), inArray(payments.status, ['succeeded', 'refunded'])),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const seeNames = caller.role === 'admin';
  const csv = stringify(
    rows.map((row) => [
      row.createdAt.toISOString(),
      inert(shownDonorName(row, seeNames)),
      inert(row.anonymous && !seeNames ? '' : row.email),
      toDollars(row.amountCents).toFixed(2),
      toDollars(row.feeCoveredCents).toFixed(2),
      toDollars(row.refundedCents).toFixed(2),
      row.status,
      frequencyOf(row.monthlyGiftId),
      shortReceiptCode(row.receiptCode),
    ]),
    { header: true, columns: COLUMNS, record_delimiter: 'windows' },
  );
  return { csv, fileName: donationsFileName(campaign.petName) };
}
