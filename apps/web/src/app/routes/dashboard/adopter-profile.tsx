import type { ActionFunctionArgs } from 'react-router';
import { saveAdopterProfileForm } from '@/features/adoptions/actions/adopter-profile.server';
import { getAdopterProfileQueryOptions } from '@/features/adoptions/api/applications';
import { AdopterProfileScreen } from '@/features/adoptions/components/adopter-profile-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** My profile comes with the page, so the form works before the scripts run. */
export function loader() {
  return prefetchPage((queryClient) => queryClient.prefetchQuery(getAdopterProfileQueryOptions()));
}

export const clientLoader = clientLoaderSkipsServer;

/** The profile form sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => saveAdopterProfileForm(request);

export default AdopterProfileScreen;
