import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmailLinkScreen } from '@/features/account/components/email-link-screen';
import { followEmailLink, type EmailLinkOutcome } from '@/features/account/email-link';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { outageIsUnavailable } from '../route-data';

/**
 * The e-mailed link, followed as the page loads: on the server for the link opened from an
 * e-mail client (or without scripts), in the browser after a move within the app. The page is
 * never kept for another visitor (cacheSignedOut is false in the pages table).
 */
const followLink = ({ request }: LoaderFunctionArgs) =>
  outageIsUnavailable(() => followEmailLink('confirm', request.url));

export const loader = followLink;
// Its own binding: the browser's build drops `loader`, and anything that names it.
export const clientLoader = followLink;

// A link works once: it is not followed again after a form on the page is sent.
export const shouldRevalidate = () => false;

export default function ConfirmEmailRoute() {
  const result = useLoaderData<EmailLinkOutcome | undefined>();
  const { user, refreshUser } = useAuth();
  // Their address changed: the navbar, and the token, follow it.
  const onConfirmed = user ? () => void refreshUser().catch(() => undefined) : undefined;
  return <EmailLinkScreen kind="confirm" result={result} user={user} onConfirmed={onConfirmed} />;
}
