import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '@/config/paths';
import { UnsubscribeScreen } from '@/features/saved-searches/components/unsubscribe-screen';
import {
  confirmUnsubscribe,
  readUnsubscribeLink,
  type UnsubscribeOutcome,
} from '@/features/saved-searches/unsubscribe';
import { outageIsUnavailable } from '../route-data';

/**
 * A saved-search alert's unsubscribe link: the loader names the searches (opening the link
 * changes nothing), the page's button pauses them. No sign-in; never kept nor crawled.
 */
const readLink = ({ request }: LoaderFunctionArgs) =>
  outageIsUnavailable(() => readUnsubscribeLink(request.url));

export const loader = readLink;
// Its own binding: the browser's build drops `loader`, and anything that names it.
export const clientLoader = readLink;

/** The button sent by the browser itself (before the page's script, or without one). */
export const action = async ({ request }: ActionFunctionArgs) =>
  confirmUnsubscribe(await request.formData());

export default function UnsubscribeSearchRoute() {
  const loaded = useLoaderData<UnsubscribeOutcome | undefined>();
  const done = useActionData<UnsubscribeOutcome | undefined>();
  return (
    <UnsubscribeScreen
      result={done ?? loaded}
      savedSearchesHref={paths.dashboard.savedSearches.getHref()}
    />
  );
}
