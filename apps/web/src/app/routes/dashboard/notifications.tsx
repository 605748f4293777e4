import { currentCursor } from '@pet-adoption/shared';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { actOnNotifications } from '@/features/notifications/actions/notifications.server';
import { getNotificationsQueryOptions } from '@/features/notifications/api/notifications';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of notices the address names comes with the page, each Mark read as a form. */
export function loader({ request }: LoaderFunctionArgs) {
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getNotificationsQueryOptions(cursor)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Mark read or Mark all read, sent with scripts or without. */
export const action = ({ request, url }: ActionFunctionArgs) => actOnNotifications(request, url);

export default NotificationsScreen;
