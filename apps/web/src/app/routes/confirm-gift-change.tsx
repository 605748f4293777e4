import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { GiftLinkScreen } from '@/features/monthly-gifts/components/gift-link-screen';
import {
  followGiftLinkForm,
  type GiftLinkOutcome,
  readGiftLink,
} from '@/features/monthly-gifts/gift-link';
import { outageIsUnavailable } from '../route-data';

/**
 * The e-mailed link that confirms a change asked for without signing in: the loader says what it will do
 * (opening the link changes nothing), the page's button does it. Never kept nor crawled.
 */
const readLink = ({ request }: LoaderFunctionArgs) =>
  outageIsUnavailable(() => readGiftLink('changes', request.url));

export const loader = readLink;
// Its own binding: the browser's build drops `loader`, and anything that names it.
export const clientLoader = readLink;

/** The button: sent by the browser itself without scripts, by React Router with them. */
const pressButton = async ({ request }: ActionFunctionArgs) =>
  followGiftLinkForm('changes', await request.formData());

export const action = pressButton;
// Its own binding too: the browser's build drops `action`, and anything that names it.
export const clientAction = pressButton;

// A link works once: after its button, the page is not read again.
export const shouldRevalidate = () => false;

export default function ConfirmGiftChangeRoute() {
  const loaded = useLoaderData<GiftLinkOutcome | undefined>();
  const done = useActionData<GiftLinkOutcome | undefined>();
  return <GiftLinkScreen kind="changes" result={done ?? loaded} />;
}
