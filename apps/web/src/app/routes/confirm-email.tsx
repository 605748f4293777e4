import { useActionData, useLoaderData } from 'react-router';
import { EmailLinkScreen } from '@/features/account/components/email-link-screen';
import {
  type EmailLinkOutcome,
  followEmailLink,
  readEmailLink,
} from '@/features/account/email-link';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { linkPage } from '../link-page';

/**
 * The link that moves the account to a new address, sent to that address. Never kept for another
 * visitor (personal in the pages table).
 */
const link = linkPage({
  read: readEmailLink,
  follow: (form) => followEmailLink('confirm', form),
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function ConfirmEmailRoute() {
  const done = useActionData<EmailLinkOutcome | undefined>();
  const loaded = useLoaderData<EmailLinkOutcome | undefined>();
  const { user, refreshUser } = useAuth();
  // Their address changed: the navbar, and the token, follow it.
  const onConfirmed = user ? () => void refreshUser().catch(() => undefined) : undefined;
  return (
    <EmailLinkScreen kind="confirm" result={done ?? loaded} user={user} onConfirmed={onConfirmed} />
  );
}
