import { FIRST_STATEMENT_YEAR } from '@pet-adoption/shared';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getStatementQueryOptions } from '@/features/payments/api/payments';
import { StatementScreen } from '@/features/payments/components/statement-screen';
import { clientLoaderSkipsServer, notFound, prefetchPage } from '../../route-data';

/** A year as the address writes it, or undefined for anything else (the 404 page). */
function yearOf(text: string | undefined) {
  const year = Number(text);
  return /^\d{4}$/.test(text ?? '') && year >= FIRST_STATEMENT_YEAR ? year : undefined;
}

/** The year's gifts come with the page. */
export function loader({ params }: LoaderFunctionArgs) {
  const year = yearOf(params.year);
  if (year === undefined) throw notFound();
  return prefetchPage((queryClient) => queryClient.fetchQuery(getStatementQueryOptions(year)));
}

export const clientLoader = clientLoaderSkipsServer;

export default function StatementRoute() {
  const { year } = useParams();
  return <StatementScreen year={yearOf(year) ?? FIRST_STATEMENT_YEAR} />;
}
