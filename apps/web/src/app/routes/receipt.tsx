import { RECEIPT_CODE_PATTERN } from '@pet-adoption/shared';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getReceiptQueryOptions } from '@/features/payments/api/payments';
import { ReceiptScreen } from '@/features/payments/components/receipt-screen';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, notFound, prefetchPage } from '../route-data';

/** The receipt comes with the page; a code that opens nothing is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  if (!RECEIPT_CODE_PATTERN.test(code)) throw notFound();
  return prefetchPage((queryClient) => queryClient.fetchQuery(getReceiptQueryOptions(code)));
}

export const clientLoader = clientLoaderSkipsServer;

export default function ReceiptRoute() {
  const { code = '' } = useParams();
  return <ReceiptScreen code={code} notFound={<NotFoundPage />} />;
}
