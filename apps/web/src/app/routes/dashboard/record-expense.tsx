import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { recordExpenseFromForm } from '@/features/campaigns/actions/ledger-forms.server';
import { getCampaignQueryOptions } from '@/features/campaigns/api/campaigns';
import { RecordExpenseScreen } from '@/features/campaigns/components/record-expense-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The campaign comes with the page, so its form is there before any script runs. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getCampaignQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Record an expense sent by the browser itself, with its receipt picture. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  recordExpenseFromForm(request, params.id ?? '');

export default function RecordExpenseRoute() {
  return <RecordExpenseScreen />;
}
