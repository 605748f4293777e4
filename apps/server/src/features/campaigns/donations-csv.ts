import {
  donationsFileName,
  shortReceiptCode,
  shownDonorName,
  toDollars,
} from '@pet-adoption/shared';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frequencyOf } from '../../db/queries/monthly-gift-schedule';
import { ownedCampaign } from '../../db/queries/campaign-record';
import { payments, users } from '../../db/schema';
import type { Actor } from '../../messaging/audit-log';
import { auditNamedAnonymousDonors } from './donor-audit';

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
 * A text cell a spreadsheet would run as a formula (=, +, -, @ or a tab first) is
 * written with a quote before it, so a donor's name cannot act on the creator's computer. Each
 * line of the cell is, not only its first: a name stored before names had to be one line, or
 * a reader that splits rows at any line break, would otherwise find a formula on the next line.
 */
const inert = (text: string) =>
  text
    .split(/(\r\n|\n|\r)/)
    .map((line, index) => (index % 2 === 0 && /^[=+\-@\t]/.test(line) ? `'${line}` : line))
    .join('');

/**
 * A campaign's gifts as CSV, oldest first, for its creator or an admin: an anonymous donor is
 * 'Anonymous' (no e-mail) to the creator and named to admins, as in the donors list.
 */
export async function donationsCsv(db: Database, caller: Actor, campaignId: string) {
  const campaign = await ownedCampaign(db, caller, campaignId);
  const rows = await db
    .select({
      id: payments.id,
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
  await auditNamedAnonymousDonors(db, caller, campaign, 'donors.export', rows);
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
    {
      header: true,
      columns: COLUMNS,
      record_delimiter: 'windows',
      // With a record delimiter of its own, csv-stringify quotes a field holding CRLF but not one
      // holding a lone line feed or return, which spreadsheets read as the end of the row too.
      quote_record_delimiter: true,
    },
  );
  return { csv, fileName: donationsFileName(campaign.petName) };
}
