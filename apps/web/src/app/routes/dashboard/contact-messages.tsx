import type { LoaderFunctionArgs } from 'react-router';
import { getContactMessagesQueryOptions } from '@/features/contact/api/contact-messages';
import { ContactMessagesScreen } from '@/features/contact/components/contact-messages-screen';
import { currentCursor } from '@pet-adoption/shared';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of messages the address names comes with the page. */
export function loader({ request }: LoaderFunctionArgs) {
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getContactMessagesQueryOptions(cursor)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default ContactMessagesScreen;
