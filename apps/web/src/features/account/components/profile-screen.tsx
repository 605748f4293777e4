import { accountTexts, texts, type SessionUser } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { ChangeEmailForm } from './change-email-form';
import { ProfileDetailsForm } from './profile-details-form';

type ProfileScreenProps = {
  user: SessionUser;
  /** Reads the session again: a new name or photo, an address confirmed meanwhile. */
  refreshUser: () => Promise<unknown>;
};

/**
 * profile: the name and photo, and the e-mail address. Each form goes to the route's action
 * with its `intent`, with scripts or without (actions/profile.server.ts).
 */
export function ProfileScreen({ user, refreshUser }: ProfileScreenProps) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(accountTexts.profileHeading));
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{accountTexts.profileHeading}</PageHeading>
      <ProfileDetailsForm user={user} onSaved={refreshUser} />
      <ChangeEmailForm
        user={user}
        onAlreadyVerified={() => void refreshUser().catch(() => undefined)}
      />
    </div>
  );
}
