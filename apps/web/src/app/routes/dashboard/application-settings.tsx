import type { ActionFunctionArgs } from 'react-router';
import { actOnApplicationSettings } from '@/features/adoptions/actions/application-settings.server';
import { getApplicationSettingsQueryOptions } from '@/features/adoptions/api/applications';
import { ApplicationSettingsScreen } from '@/features/adoptions/components/application-settings-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** My questions and terms come with the page, so the form works before the scripts run. */
export function loader() {
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getApplicationSettingsQueryOptions()),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The form sent by the browser itself: Add, Remove, a move, or Save. */
export const action = ({ request }: ActionFunctionArgs) => actOnApplicationSettings(request);

export default ApplicationSettingsScreen;
