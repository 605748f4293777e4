import { type LedgerEntry, type LedgerTotals, texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { useLedger, useLedgerTotals } from '../api/ledger';

type CampaignBooksProps = {
  campaignId: string;
  /** `?books=`: an older page of the books, when the visitor asked for one. */
  cursor?: string;
  /** The creator or an admin: they record expenses and correct them. */
  keepsBooks: boolean;
};

/** The books' heading: older and newer pages land on it. */
const HEADING_ID = 'books';

const TYPE_BADGES: Record<LedgerEntry['type'], string> = {
  donation: 'badge-success',
  refund: 'badge-warning',
  dispute: 'badge-warning',
  expense: 'badge-info',
  correction: 'badge-ghost',
};

/** Money in adds, money back and out takes away; a correction undoes what it names. */
const signOf = (entry: LedgerEntry) => (entry.type === 'donation' ? '+' : '−');

/** An expense is dated by its day; a gift by the moment, in the visitor's time zone. */
const dayOf = (entry: LedgerEntry) => (entry.type === 'expense' ? entry.at.slice(0, 10) : entry.at);

function Totals({ totals }: { totals: LedgerTotals }) {
  const words = texts.ledger.totals;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['raised', 'refunded', 'spent', 'balance'] as const).map((name) => (
          <div key={name} className="rounded-box bg-base-200 p-3">
            <dt className="text-sm">{words[name]}</dt>
            <dd className="text-xl font-semibold">{formatMoney(totals[name])}</dd>
          </div>
        ))}
      </dl>
      {totals.balance < 0 && <p className="alert alert-warning">{texts.ledger.overspent}</p>}
    </>
  );
}

function Entry({
  entry,
  campaignId,
  keepsBooks,
}: {
  entry: LedgerEntry;
  campaignId: string;
  keepsBooks: boolean;
}) {
  const day = dayOf(entry);
  return (
    <li className="flex flex-col gap-1 border-b border-base-300 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={`badge ${TYPE_BADGES[entry.type]}`}>
            {texts.ledger.types[entry.type]}
          </span>
          {entry.name && <span className="font-semibold">{entry.name}</span>}
          <time dateTime={day} className="text-sm">
            {formatDate(day)}
          </time>
        </p>
        <p className="font-semibold tabular-nums">
          {signOf(entry)}
          {formatMoney(entry.amount)}
        </p>
      </div>
      {entry.description && <p className="whitespace-pre-line">{entry.description}</p>}
      <p className="flex flex-wrap gap-x-4 text-sm">
        {entry.receiptCode && <span>Receipt {entry.receiptCode}…</span>}
        {entry.type === 'expense' &&
          (entry.receiptImage ? (
            <a href={entry.receiptImage} className="link" target="_blank" rel="noreferrer">
              Receipt picture <span className="sr-only">of “{entry.description}”</span>
            </a>
          ) : (
            <span>{texts.ledger.noReceipt}</span>
          ))}
        {entry.corrected && <span className="italic">Corrected</span>}
        {keepsBooks && entry.type === 'expense' && !entry.corrected && (
          <Link className="link" to={paths.dashboard.correctExpense.getHref(campaignId, entry._id)}>
            {texts.ledger.correct}{' '}
            <span className="sr-only">the expense “{entry.description}”</span>
          </Link>
        )}
      </p>
    </li>
  );
}

/**
 * A campaign's public books on its page: the totals, then every entry newest first, a page at a
 * time (`?books=`, so older pages are plain links that work without scripts).
 */
export function CampaignBooks({ campaignId, cursor, keepsBooks }: CampaignBooksProps) {
  const totals = useLedgerTotals(campaignId);
  const ledger = useLedger(campaignId, cursor);
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={HEADING_ID} className="text-2xl font-bold">
          {texts.ledger.heading}
        </h2>
        {keepsBooks && (
          <Link className="btn btn-outline" to={paths.dashboard.recordExpense.getHref(campaignId)}>
            {texts.ledger.recordExpense}
          </Link>
        )}
      </div>
      <p>{texts.ledger.intro}</p>
      <QueryBoundary query={totals}>{(data) => <Totals totals={data} />}</QueryBoundary>
      <QueryBoundary query={ledger}>
        {(page) =>
          page.items.length === 0 ? (
            <p>{texts.ledger.empty}</p>
          ) : (
            <>
              <ul aria-label="Entries, newest first">
                {page.items.map((entry) => (
                  <Entry
                    key={entry._id}
                    entry={entry}
                    campaignId={campaignId}
                    keepsBooks={keepsBooks}
                  />
                ))}
              </ul>
              <nav aria-label="Pages of the books" className="flex flex-wrap gap-4">
                {cursor !== undefined && (
                  <Link
                    className="link"
                    to={`${paths.campaignDetails.getHref(campaignId)}#${HEADING_ID}`}
                    preventScrollReset
                  >
                    Newest entries
                  </Link>
                )}
                {page.nextCursor && (
                  <Link
                    className="link"
                    to={`${paths.campaignDetails.getHref(campaignId, page.nextCursor)}#${HEADING_ID}`}
                    preventScrollReset
                  >
                    Older entries
                  </Link>
                )}
              </nav>
            </>
          )
        }
      </QueryBoundary>
    </section>
  );
}
