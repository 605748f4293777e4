import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { correctExpenseFromForm } from '@/features/campaigns/actions/ledger-forms.server';
import { getLedgerEntryQueryOptions } from '@/features/campaigns/api/ledger';
import { CorrectExpenseScreen } from '@/features/campaigns/components/correct-expense-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The expense comes with the page; an unknown one is the 404 page. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getLedgerEntryQueryOptions(id, params.entryId ?? '')),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The correction sent by the browser itself (before the page's script, or without one). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  correctExpenseFromForm(request, params.id ?? '', params.entryId ?? '');

export default function CorrectExpenseRoute() {
  return <CorrectExpenseScreen />;
}
