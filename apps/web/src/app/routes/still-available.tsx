import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { StillAvailableScreen } from '@/features/pets/components/still-available-screen';
import {
  followStillAvailableLink,
  type StillAvailableOutcome,
} from '@/features/pets/still-available';
import { outageIsUnavailable } from '../route-data';

/**
 * The "Still available" e-mailed link, followed as the page loads: on the server for the link
 * opened from an e-mail client (or without scripts), in the browser after a move within the app.
 * The page is never kept for another visitor nor crawled (the pages table says so).
 */
const followLink = ({ request }: LoaderFunctionArgs) =>
  outageIsUnavailable(() => followStillAvailableLink(request.url));

export const loader = followLink;
// Its own binding: the browser's build drops `loader`, and anything that names it.
export const clientLoader = followLink;

// A link works once: it is not followed again when the page revalidates.
export const shouldRevalidate = () => false;

export default function StillAvailableRoute() {
  const result = useLoaderData<StillAvailableOutcome | undefined>();
  return <StillAvailableScreen result={result} />;
}
