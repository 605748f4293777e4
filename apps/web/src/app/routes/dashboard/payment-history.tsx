import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useAdmin } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PaymentsTable } from '@/features/payments/components/payments-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'Payment history';

export default function PaymentHistoryScreen() {
  const { user } = useAuth();
  const { isAdmin, isPending } = useAdmin(user?.email);
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
