import {
  FIRST_STATEMENT_YEAR,
  shortReceiptCode,
  type Statement,
  texts,
} from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TableRegion } from '@/components/ui/table-region';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { formatDate, formatMoney } from '@/lib/format';
import { useStatement } from '../api/payments';

function StatementBody({ statement }: { statement: Statement }) {
  const scriptRunning = useHydrated();
  const { shelter } = statement;
  return (
    <div className="flex flex-col gap-6">
      {shelter && (
        <div>
          {shelter.name && <p className="text-xl font-bold">{shelter.name}</p>}
          {shelter.charityNumber && <p>Charity number {shelter.charityNumber}</p>}
        </div>
      )}
      <p>
        Gifts made by <strong>{statement.donor.name}</strong> ({statement.donor.email}) from 1
        January to 31 December {statement.year}.
      </p>
      {statement.gifts.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center">No gifts in {statement.year}.</p>
      ) : (
        <TableRegion
          label={`Gifts in ${statement.year}`}
          columns={['Date', 'Campaign', 'Gift', 'Refunded', 'Receipt']}
        >
          {statement.gifts.map((gift) => (
            <tr key={gift._id}>
              <td>
                <time dateTime={gift.date}>{formatDate(gift.date)}</time>
              </td>
              <td>
                <Link className="link" to={paths.campaignDetails.getHref(gift.campaignId)}>
                  {gift.petName}
                </Link>
              </td>
              <td>{formatMoney(gift.amount)}</td>
              <td>{gift.refunded > 0 ? formatMoney(gift.refunded) : '—'}</td>
              <td>
                <Link className="link font-mono" to={paths.receipt.getHref(gift.receiptCode)}>
                  {shortReceiptCode(gift.receiptCode)}
                  <span className="sr-only">: receipt for {formatMoney(gift.amount)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </TableRegion>
      )}
      <p className="text-lg">
        Total given in {statement.year}, net of refunds:{' '}
        <strong>{formatMoney(statement.total)}</strong>
      </p>
      {shelter?.taxSentence && <p>{shelter.taxSentence}</p>}
      {scriptRunning && (
        <div className="print:hidden">
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            Print statement
          </button>
        </div>
      )}
    </div>
  );
}

/** statements/{year}: a donor's gifts in one year, printable, with the years around it. */
export function StatementScreen({ year }: { year: number }) {
  const heading = `Yearly statement ${year}`;
  const statement = useStatement(year);
  const thisYear = new Date().getUTCFullYear();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(heading)} />
      <PageHeading>{heading}</PageHeading>
      <nav aria-label="Other years" className="flex flex-wrap gap-4 print:hidden">
        {year > FIRST_STATEMENT_YEAR && (
          <Link className="link" to={paths.dashboard.statement.getHref(year - 1)}>
            Statement {year - 1}
          </Link>
        )}
        {year < thisYear && (
          <Link className="link" to={paths.dashboard.statement.getHref(year + 1)}>
            Statement {year + 1}
          </Link>
        )}
      </nav>
      <QueryBoundary query={statement}>
        {(data) => <StatementBody statement={data} />}
      </QueryBoundary>
    </div>
  );
}
