import type { ActionFunctionArgs } from 'react-router';
import { saveSettingsForm } from '@/features/notifications/actions/notification-settings.server';
import { getNotificationSettingsQueryOptions } from '@/features/notifications/api/notifications';
import { NotificationSettingsScreen } from '@/features/notifications/components/notification-settings-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The person's settings come with the page, so the form works before the scripts run. */
export function loader() {
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getNotificationSettingsQueryOptions()),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The settings form, sent with scripts or without. */
export const action = ({ request }: ActionFunctionArgs) => saveSettingsForm(request);

export default NotificationSettingsScreen;
