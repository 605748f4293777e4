import { useActionData, useLoaderData, useLocation } from 'react-router';
import { EmailLinkScreen } from '@/features/account/components/email-link-screen';
import {
  type EmailLinkKind,
  type EmailLinkOutcome,
  followEmailLink,
  readEmailLink,
} from '@/features/account/email-link';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/config/paths';
import { linkPage } from '../link-page';

/**
 * The account's three e-mailed links, one module that routes.ts names three times: the link
 * that confirms the account's address, the one that moves it to a new address (sent to that
 * address) and the one that takes it back to the old address (sent there for 7 days). The page's
 * path says which. Never kept for another visitor (personal in the pages table).
 */
const kinds: ReadonlyArray<[path: string, kind: EmailLinkKind]> = [
  [paths.verifyEmail.path, 'verify'],
  [paths.confirmEmail.path, 'confirm'],
  [paths.revertEmail.path, 'revert'],
];

/** The link's kind from the page's path (a data request's ends in `.data`). */
function kindAt(url: string): EmailLinkKind {
  const { pathname } = new URL(url, 'http://localhost');
  return kinds.find(([path]) => pathname.startsWith(path))?.[1] ?? 'verify';
}

const link = linkPage({
  read: readEmailLink,
  follow: (form, url) => followEmailLink(kindAt(url), form),
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function EmailLinkRoute() {
  const done = useActionData<EmailLinkOutcome | undefined>();
  const loaded = useLoaderData<EmailLinkOutcome | undefined>();
  const kind = kindAt(useLocation().pathname);
  const { user, refreshUser } = useAuth();
  // The address is confirmed or changed: the navbar, the banner and the token follow it. Taken
  // back, every session of the account has ended, this one's included.
  const readsAgain = kind === 'confirm' || (kind === 'verify' && !user?.emailVerified);
  const onConfirmed =
    user && readsAgain ? () => void refreshUser().catch(() => undefined) : undefined;
  return (
    <EmailLinkScreen kind={kind} result={done ?? loaded} user={user} onConfirmed={onConfirmed} />
  );
}
