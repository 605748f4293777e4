import { applicationTexts as t, texts, type AdopterProfile } from '@pet-adoption/shared';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useAdopterProfile } from '../api/applications';
import { PROFILE_FIELDS, profileValues, readProfileValues } from '../profile-form';
import { ProfileFields } from './profile-fields';

const title = texts.titles.dashboardScreen(t.profileHeading);

/**
 * adopterProfile: what every lister asks, written once; Adopt Now fills in from it. The form
 * goes to the route's action, with scripts or without (actions/adopter-profile.server.ts).
 */
export function AdopterProfileScreen() {
  const profile = useAdopterProfile();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={useRefusedTitle(title)} />
      <PageHeading>{t.profileHeading}</PageHeading>
      <p>{t.profileIntro}</p>
      <QueryBoundary
        query={profile}
        pending={<Spinner label="Loading your profile" className="mx-auto block" />}
      >
        {(saved) => <AdopterProfileForm saved={saved} />}
      </QueryBoundary>
    </div>
  );
}

function AdopterProfileForm({ saved }: { saved: AdopterProfile }) {
  const refusal = useFormRefusal();
  const form = useActionForm(PROFILE_FIELDS);
  const values = refusal ? readProfileValues((name) => refusal.values[name]) : profileValues(saved);
  return (
    <ActionForm form={form} fields={PROFILE_FIELDS} submitLabel={t.profileSave} legend={false}>
      <ProfileFields
        values={values}
        errors={form.errors}
        fieldId={(name) => form.fieldId(name as (typeof PROFILE_FIELDS)[number])}
      />
    </ActionForm>
  );
}
