import { useActionData, useLoaderData } from 'react-router';
import { StillAvailableScreen } from '@/features/pets/components/still-available-screen';
import {
  followStillAvailableForm,
  readStillAvailableLink,
  type StillAvailableOutcome,
} from '@/features/pets/still-available';
import { linkPage } from '../link-page';

/**
 * "Still available", from the e-mailed link (`?token=`) or the app's notice (`?pet=`): opening
 * it asks and changes nothing; its button keeps the pet listed. Never kept nor crawled (the
 * pages table says so).
 */
const link = linkPage({
  read: readStillAvailableLink,
  follow: followStillAvailableForm,
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function StillAvailableRoute() {
  const done = useActionData<StillAvailableOutcome | undefined>();
  const loaded = useLoaderData<StillAvailableOutcome | undefined>();
  return <StillAvailableScreen result={done ?? loaded} />;
}
