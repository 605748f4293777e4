import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { EmailLinkScreen } from '@/features/account/components/email-link-screen';
import {
  type EmailLinkOutcome,
  followEmailLink,
  readEmailLink,
} from '@/features/account/email-link';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * The e-mailed link: opening it only asks (mail scanners open links), its button's POST follows
 * it. The page is never kept for another visitor (cacheSignedOut is false in the pages table).
 */
const readLink = ({ request }: LoaderFunctionArgs) => readEmailLink(request.url);

export const loader = readLink;
// Its own binding: the browser's build drops `loader`, and anything that names it.
export const clientLoader = readLink;

/** The button: sent by the browser itself without scripts, by React Router with them. */
const pressButton = async ({ request }: ActionFunctionArgs) =>
  followEmailLink('confirm', await request.formData());

export const action = pressButton;
// Its own binding too: the browser's build drops `action`, and anything that names it.
export const clientAction = pressButton;

// A link works once: the page is not read again after its button.
export const shouldRevalidate = () => false;

export default function ConfirmEmailRoute() {
  const loaded = useLoaderData<EmailLinkOutcome | undefined>();
  const done = useActionData<EmailLinkOutcome | undefined>();
  const { user, refreshUser } = useAuth();
  // Their address changed: the navbar, and the token, follow it.
  const onConfirmed = user ? () => void refreshUser().catch(() => undefined) : undefined;
  return (
    <EmailLinkScreen kind="confirm" result={done ?? loaded} user={user} onConfirmed={onConfirmed} />
  );
}
