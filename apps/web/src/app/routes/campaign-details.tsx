import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getCampaignQueryOptions } from '@/features/campaigns/api/campaigns';
import { CampaignDetails } from '@/features/campaigns/components/campaign-details';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

/** The campaign comes with the page; an unknown or malformed id is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getCampaignQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default function CampaignDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return <CampaignDetails id={id} signedIn={user !== null} notFound={<NotFoundPage />} />;
}
