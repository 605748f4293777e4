import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { postCampaignUpdateFromForm } from '@/features/campaigns/actions/ledger-forms.server';
import { getCampaignQueryOptions } from '@/features/campaigns/api/campaigns';
import { PostUpdateScreen } from '@/features/campaigns/components/post-update-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The campaign comes with the page, so its form is there before any script runs. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getCampaignQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Post an update sent by the browser itself, with its picture. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  postCampaignUpdateFromForm(request, params.id ?? '');

export default function PostCampaignUpdateRoute() {
  return <PostUpdateScreen />;
}
