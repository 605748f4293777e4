import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { createCampaignFromForm } from '@/features/campaigns/actions/save-campaign.server';
import { getPetChoicesQueryOptions } from '@/features/campaigns/api/campaigns';
import { CreateCampaignScreen } from '@/features/campaigns/components/create-campaign-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The person's pets come with the page, so the Pet select is whole before any script runs. */
export function loader({ context }: LoaderFunctionArgs) {
  const email = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (email) await queryClient.prefetchQuery(getPetChoicesQueryOptions(email));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Create campaign, sent with scripts or without (its picture as a file, then). */
export const action = ({ request }: ActionFunctionArgs) =>
  createCampaignFromForm(request, paths.dashboard.myDonationCampaign.getHref());

export default function CreateDonationCampaignRoute() {
  const { user } = useAuth();
  return <CreateCampaignScreen ownerEmail={user?.email} />;
}
