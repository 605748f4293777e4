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
 * The link that takes the account back to its old address, sent to that address for 7 days. Never
 * kept for another visitor (personal in the pages table).
 */
const link = linkPage({
  read: readEmailLink,
  follow: (form) => followEmailLink('revert', form),
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function RevertEmailRoute() {
  const done = useActionData<EmailLinkOutcome | undefined>();
  const loaded = useLoaderData<EmailLinkOutcome | undefined>();
  const { user } = useAuth();
  return <EmailLinkScreen kind="revert" result={done ?? loaded} user={user} />;
}
