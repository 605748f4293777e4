import { applicationTexts as t, texts, type AdopterProfile } from '@pet-adoption/shared';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DocumentTitle } from '@/components/ui/document-title';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useAdopterProfile, useSaveAdopterProfile } from '../api/applications';
import {
  checkProfile,
  PROFILE_FIELDS,
  profileErrorsOf,
  profileValues,
  readProfileValues,
} from '../profile-form';
import { ProfileFields } from './profile-fields';

const title = texts.titles.dashboardScreen(t.profileHeading);

/**
 * adopterProfile: what every lister asks, written once; Adopt Now fills in from it. Sent before
 * the page's script runs, or without one, the form goes to the route's action, which checks and
 * saves it the same way (actions/adopter-profile.server.ts).
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
  const { formRef, errors, alert, fieldId, show, clear } = useFormErrors(PROFILE_FIELDS, refusal);
  const save = useSaveAdopterProfile();
  const values = refusal ? readProfileValues((name) => refusal.values[name]) : profileValues(saved);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = new FormData(event.currentTarget);
    const checked = checkProfile(readProfileValues((name) => form.get(name)));
    if (!checked.profile) {
      show(checked.errors);
      return;
    }
    clear();
    save.mutate(checked.profile, {
      onSuccess: () => toast.success(t.profileSaved),
      onError: (error) => {
        const fields = error instanceof ApiError ? profileErrorsOf(error.fields) : {};
        if (Object.keys(fields).length > 0) show(fields);
        else show({}, error.message || texts.forms.unexpected);
      },
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={PROFILE_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <ProfileFields
        values={values}
        errors={errors}
        fieldId={(name) => fieldId(name as (typeof PROFILE_FIELDS)[number])}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={save.isPending}>{t.profileSave}</SubmitButton>
      </div>
    </form>
  );
}
