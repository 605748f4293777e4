import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { PaymentsTable } from './payments-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'Payment history';

type PaymentHistoryScreenProps = {
  /** Whether the viewer is an admin; undefined (not known) reads as not. */
  isAdmin: boolean | undefined;
  /** Still asking whether they are: the table waits, so it never flips label and actions. */
  isPending: boolean;
};

/** paymentHistory: an admin sees every donation and can refund; anyone else, their own. */
export function PaymentHistoryScreen({ isAdmin, isPending }: PaymentHistoryScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <p className="text-base-content/80">
        {isAdmin
          ? 'Every donation made on the site. A refund gives the money back and lowers the campaign total.'
          : 'The donations you made, newest first.'}
      </p>
      {!isPending && (
        <PaymentsTable
          canRefund={isAdmin === true}
          label={isAdmin ? 'All donations' : 'My donations'}
        />
      )}
    </div>
  );
}
