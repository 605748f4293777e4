import type { AuditEntry, AuditValue } from '@pet-adoption/shared';
import { formatMoney } from '@/lib/format';

/** The fields' names in words; a field not named here shows its API name. */
const FIELD_LABELS: Record<string, string> = {
  petName: 'Name',
  category: 'Category',
  petAge: 'Age (months)',
  petLocation: 'Location',
  date: 'Date',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  image: 'Picture',
  adopted: 'Adopted',
  maximumDonation: 'Goal',
  highestTotal: 'Highest total',
  lastDate: 'Last date',
  paused: 'Paused',
  adoptionFee: 'Adoption fee',
  applicationCap: 'Most open applications',
  owner: 'Owner',
  role: 'Role',
  banned: 'Banned',
  status: 'Status',
  amount: 'Amount',
  refunded: 'Refunded',
  transactionId: 'Transaction id',
  method: 'Signed in with',
  messageIds: 'Messages',
  note: 'Note',
  entryId: 'Entry',
  corrects: 'Corrects',
  description: 'Description',
  receiptImage: 'Receipt',
  reason: 'Reason',
  updateId: 'Update',
  title: 'Title',
  name: 'Name',
  charityNumber: 'Charity number',
  taxSentence: 'Tax sentence',
  anonymousGifts: 'Anonymous gifts named',
  removed: 'Removed',
};

/** Amounts are dollars; the rest is shown as it is. */
const MONEY = new Set(['maximumDonation', 'highestTotal', 'amount', 'refunded', 'adoptionFee']);

function formatValue(field: string, value: AuditValue | undefined): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return MONEY.has(field) ? formatMoney(value) : String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : `${value.length}: ${value.join(', ')}`;
  }
  return value;
}

/**
 * What an entry changed, one field a line: 'Name: Rex → Rexy'; a deleted record's fields as
 * they were, a new state (a sign-in's method) as it is. The arrow is read as 'to'.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <span className="text-base-content/70">No changes</span>;
  const both = entry.before !== null && entry.after !== null;
  return (
    <ul className="flex max-w-md flex-col gap-1">
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-semibold">{FIELD_LABELS[field] ?? field}:</span>{' '}
          {both ? (
            <>
              <span>{formatValue(field, before[field])}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> <span>{formatValue(field, after[field])}</span>
            </>
          ) : (
            <span>{formatValue(field, entry.after === null ? before[field] : after[field])}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
