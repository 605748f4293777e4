import { useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getPublicConfigQueryOptions, usePublicConfig } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { completeAdoptionFromForm } from '@/features/payments/actions/complete-adoption.server';
import {
  getAdoptionTermsQueryOptions,
  getSentRequestsQueryOptions,
} from '@/features/payments/api/fees';
import { CompleteAdoptionScreen } from '@/features/payments/components/complete-adoption-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/**
 * The request, the lister's terms and the card provider come with the page, so its server HTML
 * already shows the step the adopter is at, and its forms work before the page's script runs.
 */
export function loader({ context, params }: LoaderFunctionArgs) {
  const adoptorEmail = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (!adoptorEmail) return;
    const [sent] = await Promise.all([
      queryClient.fetchQuery(getSentRequestsQueryOptions(adoptorEmail)),
      queryClient.prefetchQuery(getPublicConfigQueryOptions()),
    ]);
    const request = sent.find((item) => item._id === params.id);
    if (request?.status === 'accepted') {
      await queryClient.prefetchQuery(getAdoptionTermsQueryOptions(request.petId));
    }
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Accept the terms, sent with scripts or without; the card form sent without its script. */
export const action = ({ request, params, url }: ActionFunctionArgs) =>
  completeAdoptionFromForm(request, params.id ?? '', url);

export default function CompleteAdoptionRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const config = usePublicConfig();
  return (
    <CompleteAdoptionScreen
      requestId={id}
      adoptorEmail={user?.email ?? ''}
      billing={user && { email: user.email, name: user.name }}
      config={config}
    />
  );
}
