import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { withdrawSentRequest } from '@/features/adoptions/actions/sent-requests.server';
import { getAdoptionRequestsQueryOptions } from '@/features/adoptions/api/adoptions';
import { SentRequestsScreen } from '@/features/adoptions/components/sent-requests-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The requests the visitor sent come with the page, each Withdraw a form of its own. */
export function loader({ context }: LoaderFunctionArgs) {
  const adoptorEmail = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (adoptorEmail) {
      await queryClient.prefetchQuery(getAdoptionRequestsQueryOptions({ adoptorEmail }));
    }
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Withdraw sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => withdrawSentRequest(request);

export default function MyAdoptionRequestsRoute() {
  const { user } = useAuth();
  return <SentRequestsScreen email={user?.email ?? ''} />;
}
