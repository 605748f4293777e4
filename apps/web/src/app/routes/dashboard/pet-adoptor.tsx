import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { answerReceivedRequest } from '@/features/adoptions/actions/received-requests.server';
import { getAdoptionRequestsQueryOptions } from '@/features/adoptions/api/adoptions';
import { AdoptionRequestsScreen } from '@/features/adoptions/components/adoption-requests-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The requests for the owner's pets come with the page, their Accept and Reject forms too. */
export function loader({ context }: LoaderFunctionArgs) {
  const email = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (email) await queryClient.fetchQuery(getAdoptionRequestsQueryOptions({ email }));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** A row's Accept, Reject, Mark as reviewing or Decline, sent with scripts or without. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerReceivedRequest(request, () => pageVisitor(context)?.user.email ?? '');

export default function PetAdoptorRoute() {
  const { user } = useAuth();
  return (
    <AdoptionRequestsScreen
      email={user?.email ?? ''}
      sentHref={paths.dashboard.myAdoptionRequests.getHref()}
    />
  );
}
