import { currentCursor } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { useAdmin } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { refundPaymentRow } from '@/features/payments/actions/payments-table.server';
import { getPaymentsQueryOptions } from '@/features/payments/api/payments';
import { PaymentHistoryScreen } from '@/features/payments/components/payment-history-screen';
import { campaignAskedIn } from '@/features/payments/row-intents';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/**
 * The page of payments (every one, for an admin, or one campaign's) the address names comes with
 * the page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const cursor = currentCursor(params);
  const campaignId = campaignAskedIn(params);
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getPaymentsQueryOptions({ cursor, campaignId })),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/**
 * An admin's Refund, sent by the page's script (here, or from All donations' dialog of one
 * campaign's payments) or by the browser itself.
 */
export const action = refundPaymentRow;

export default function PaymentHistoryRoute() {
  const { user } = useAuth();
  const { isAdmin, isPending } = useAdmin(user?.email);
  return <PaymentHistoryScreen isAdmin={isAdmin} isPending={isPending} />;
}
