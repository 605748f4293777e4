import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { saveShelterDetailsFromForm } from '@/features/payments/actions/shelter-details.server';
import { getShelterDetailsQueryOptions } from '@/features/payments/api/payments';
import { ShelterDetailsScreen } from '@/features/payments/components/shelter-details-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The details come with the page, so the form works before the scripts run. */
export function loader() {
  return prefetchPage((queryClient) => queryClient.prefetchQuery(getShelterDetailsQueryOptions()));
}

export const clientLoader = clientLoaderSkipsServer;

/** The form sent by the browser itself: saved, then the same screen with the notice. */
export const action = ({ request }: ActionFunctionArgs) =>
  saveShelterDetailsFromForm(request, paths.dashboard.shelterDetails.getHref());

export default ShelterDetailsScreen;
