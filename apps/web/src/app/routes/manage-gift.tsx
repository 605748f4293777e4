import { MANAGE_CODE_PATTERN } from '@pet-adoption/shared';
import { type ActionFunctionArgs, type LoaderFunctionArgs, useParams } from 'react-router';
import {
  getOpenCampaignChoicesQueryOptions,
  useOpenCampaignChoices,
} from '@/features/campaigns/api/campaigns';
import { changeGiftFromForm } from '@/features/monthly-gifts/actions/manage-gift.server';
import { getMonthlyGiftQueryOptions } from '@/features/monthly-gifts/api/monthly-gifts';
import { ManageGiftScreen } from '@/features/monthly-gifts/components/manage-gift-screen';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, notFound, prefetchPage } from '../route-data';

/**
 * The gift and the campaigns it may move to come with the page, so its forms work before any
 * script runs; a code that opens nothing is the 404 page, status 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  if (!MANAGE_CODE_PATTERN.test(code)) throw notFound();
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.fetchQuery(getMonthlyGiftQueryOptions(code)),
      queryClient.prefetchQuery(getOpenCampaignChoicesQueryOptions()),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** A change sent by the browser itself; then the gift's page (its new code), saying what changed. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  changeGiftFromForm(request, params.code ?? '');

export default function ManageGiftRoute() {
  const { code = '' } = useParams();
  const choices = useOpenCampaignChoices();
  return <ManageGiftScreen code={code} choices={choices.data ?? []} notFound={<NotFoundPage />} />;
}
