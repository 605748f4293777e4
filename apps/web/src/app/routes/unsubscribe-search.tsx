import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '@/config/paths';
import { unsubscribeForm } from '@/features/saved-searches/actions/unsubscribe.server';
import { UnsubscribeScreen } from '@/features/saved-searches/components/unsubscribe-screen';
import {
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

/** The page's button, sent with scripts or without. */
export const action = ({ request }: ActionFunctionArgs) => unsubscribeForm(request);

const isOutcome = (answer: unknown): answer is UnsubscribeOutcome =>
  typeof answer === 'object' && answer !== null && 'outcome' in answer;

export default function UnsubscribeSearchRoute() {
  const loaded = useLoaderData<UnsubscribeOutcome | undefined>();
  // The action's answer: what the button did, or the form refused (the screen shows why).
  const answer: unknown = useActionData();
  return (
    <UnsubscribeScreen
      result={isOutcome(answer) ? answer : loaded}
      savedSearchesHref={paths.dashboard.savedSearches.getHref()}
    />
  );
}
