import { type Receipt, texts } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TermRow } from '@/components/ui/term-row';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useReceipt } from '../api/payments';

const STATUS_WORDS: Record<Receipt['status'], string> = {
  succeeded: 'Received',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
};

/** The receipt itself: what a donor keeps, prints or shows their tax office. */
function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const scriptRunning = useHydrated();
  const { shelter } = receipt;
  return (
    <article className="flex max-w-2xl flex-col gap-6 rounded-box border border-base-300 p-6 print:border-0 print:p-0">
      {shelter && (
        <header>
          {shelter.name && <p className="text-xl font-bold">{shelter.name}</p>}
          {shelter.charityNumber && <p>Charity number {shelter.charityNumber}</p>}
        </header>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <TermRow term="Receipt">
          <span className="font-mono break-all">{receipt.code}</span>
        </TermRow>
        <TermRow term="Campaign">
          <Link className="link" to={paths.campaignDetails.getHref(receipt.campaign._id)}>
            {receipt.campaign.petName}
          </Link>
        </TermRow>
        {receipt.pet && (
          <TermRow term="Pet">
            <Link className="link" to={paths.petDetails.getHref(receipt.pet._id)}>
              {receipt.pet.petName}
            </Link>
          </TermRow>
        )}
        <TermRow term="Donor">{receipt.donor}</TermRow>
        <TermRow term="Date">
          <time dateTime={receipt.date}>{formatDateTime(receipt.date)}</time>
        </TermRow>
        <TermRow term="Gift">{formatMoney(receipt.amount)}</TermRow>
        {receipt.feeCovered > 0 && (
          <TermRow term="Card fees covered">{formatMoney(receipt.feeCovered)}</TermRow>
        )}
        <TermRow term="Frequency">
          {receipt.frequency === 'monthly' ? 'Monthly' : 'One-time'}
        </TermRow>
        <TermRow term="Status">{STATUS_WORDS[receipt.status]}</TermRow>
        {receipt.refunded > 0 && <TermRow term="Refunded">{formatMoney(receipt.refunded)}</TermRow>}
      </dl>
      {shelter?.taxSentence && <p>{shelter.taxSentence}</p>}
      <p className="text-sm">
        The campaign receives the whole gift; its public books show where the money goes.
      </p>
      {scriptRunning && (
        <div className="print:hidden">
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            Print receipt
          </button>
        </div>
      )}
    </article>
  );
}

/** /receipts/{code}: a gift's printable receipt, opened from its e-mail or payment history. */
export function ReceiptScreen({ code, notFound }: { code: string; notFound: ReactNode }) {
  const receipt = useReceipt(code);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.receipt} />
      <PageHeading>Donation receipt</PageHeading>
      <QueryBoundary query={receipt} notFound={notFound}>
        {(data) => <ReceiptCard receipt={data} />}
      </QueryBoundary>
    </div>
  );
}
