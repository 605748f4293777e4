import { getHappyTailsQueryOptions } from '@/features/happy-tails/api/happy-tails';
import { HappyTails } from '@/features/happy-tails/components/happy-tails';
import { BOOKS_PARAM } from '@pet-adoption/shared';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useAdmin } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getCampaignQueryOptions } from '@/features/campaigns/api/campaigns';
import {
  getCampaignUpdatesQueryOptions,
  getLedgerQueryOptions,
  getLedgerTotalsQueryOptions,
} from '@/features/campaigns/api/ledger';
import { CampaignDetails } from '@/features/campaigns/components/campaign-details';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

/**
 * The campaign and its books come with the page (the page of them `?books=` names); an unknown or
 * malformed id is the 404 page, status 404.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const books = new URL(request.url).searchParams.get(BOOKS_PARAM) ?? undefined;
  return prefetchRecordPage(params.id, (queryClient, id) =>
    Promise.all([
      queryClient.fetchQuery(getCampaignQueryOptions(id)).then(
        // The happy tails of the pet it names.
        async (campaign) => {
          if (campaign.petId) {
            await queryClient.prefetchQuery(getHappyTailsQueryOptions(campaign.petId));
          }
        },
      ),
      queryClient.prefetchQuery(getLedgerTotalsQueryOptions(id)),
      queryClient.prefetchQuery(getLedgerQueryOptions(id, books)),
      queryClient.prefetchQuery(getCampaignUpdatesQueryOptions(id)),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default function CampaignDetailsRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const { isAdmin } = useAdmin(user?.email);
  return (
    <CampaignDetails
      id={id}
      signedIn={user !== null}
      viewer={user === null ? undefined : { email: user.email, isAdmin: isAdmin === true }}
      booksCursor={search.get(BOOKS_PARAM) ?? undefined}
      notFound={<NotFoundPage />}
      petStory={(petId, petName) => <HappyTails petId={petId} petName={petName} />}
    />
  );
}
