import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { actOnSentRequest } from '@/features/adoptions/actions/sent-requests.server';
import {
  getAdoptionRequestsQueryOptions,
  getSimilarPetsQueryOptions,
} from '@/features/adoptions/api/adoptions';
import { SentRequestsScreen } from '@/features/adoptions/components/sent-requests-screen';
import { requestsOfferingSimilar } from '@/features/adoptions/similar-offers';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/**
 * The requests the visitor sent come with the page, each Withdraw a form of its own, and the
 * pets like those of the newest declined ones, each "Apply with my profile" a form too.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const adoptorEmail = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (!adoptorEmail) return;
    const requests = getAdoptionRequestsQueryOptions({ adoptorEmail });
    await queryClient.fetchQuery(requests);
    await Promise.all(
      requestsOfferingSimilar(queryClient.getQueryData(requests.queryKey) ?? []).map((declined) =>
        queryClient.prefetchQuery(getSimilarPetsQueryOptions(declined._id)),
      ),
    );
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** A row's Withdraw or Apply with my profile, sent with scripts or without. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  actOnSentRequest(request, () => pageVisitor(context)?.user.email ?? '');

export default function MyAdoptionRequestsRoute() {
  const { user } = useAuth();
  return <SentRequestsScreen email={user?.email ?? ''} />;
}
