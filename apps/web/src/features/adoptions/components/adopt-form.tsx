import {
  applicationTexts,
  TOASTS,
  texts,
  type AdopterProfile,
  type Pet,
  type PetApplication,
} from '@pet-adoption/shared';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { AnswerFields } from './answer-fields';
import { ProfileFields } from './profile-fields';
import { ADOPT_PROFILE_PREFIX, profileValues, readProfileValues } from '../profile-form';
import { ApiError } from '@/lib/api-error';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import type { useCreateAdoptionRequest } from '../api/adoptions';
import { adoptErrorsOf, adoptFields, readAdoptForm } from '../adopt-request';

/** Who is asking: the signed-in person, whose name and e-mail the request carries. */
export type Applicant = { name: string; email: string };

type AdoptFormProps = {
  pet: Pet;
  user: Applicant;
  /** The lister's questions for this pet. */
  application: PetApplication;
  /** The adopter's saved profile, which fills in "About your home". */
  profile: AdopterProfile;
  /** The request, owned by the dialog or page around the form (which waits on it too). */
  create: ReturnType<typeof useCreateAdoptionRequest>;
  /** The request was sent (said in a toast): the dialog closes, the form's page goes back. */
  onSent: () => void;
  /** The way out beside Submit: the dialog's Cancel, or a link back to the pet. */
  cancel: ReactNode;
  /** In the dialog: the phone field takes focus once the form has come (after its questions). */
  focusOnMount?: boolean;
};

/**
 * Adopt Now's form: name and e-mail from the account (read-only), phone and address required,
 * the lister's questions, and the adopter's profile, filled in from the saved one, to change for
 * this request. Sent before the page's script runs, or without one, it goes to the form's own
 * page, whose route action sends the same request (actions/ask-to-adopt.server.ts).
 */
export function AdoptForm({
  pet,
  user,
  application,
  profile,
  create,
  onSent,
  cancel,
  focusOnMount = false,
}: AdoptFormProps) {
  const refusal = useFormRefusal();
  const fields = adoptFields(application.questions);
  const { formRef, errors, alert, fieldId, sentValue, show, clear } = useFormErrors(
    fields,
    refusal,
  );
  const questionsId = useId();
  const homeHintId = useId();
  const profileShown = refusal
    ? readProfileValues((name) => refusal.values[name], ADOPT_PROFILE_PREFIX)
    : profileValues(profile);

  useEffect(() => {
    if (!focusOnMount) return;
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLElement>('input[name="phoneNumber"]')?.focus();
    }
  }, [focusOnMount, formRef]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the request is on its way sends nothing twice.
    if (create.isPending) return;
    const data = new FormData(event.currentTarget);
    const read = readAdoptForm((name) => data.get(name), pet._id, application.questions);
    if (!read.request) {
      show(read.errors);
      return;
    }
    clear();
    create.mutate(read.request, {
      onSuccess: () => {
        toast.success(texts.petDetails.requestSent(pet.petName), {
          duration: TOASTS.dashboardSuccessMs,
        });
        onSent();
      },
      // Only the form's alert: a toast behind a modal dialog is out of reach (inert) until the
      // dialog closes, and would then tell a stale story.
      onError: (error) => {
        const fromServer = error instanceof ApiError ? adoptErrorsOf(error.fields, fields) : {};
        if (Object.keys(fromServer).length > 0) show(fromServer);
        else show({}, error.message || texts.forms.unexpected);
      },
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={paths.petAdopt.getHref(pet._id)}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <ErrorSummary
        errors={errors}
        fields={fields}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <TextField label="Name" name="name" value={user.name} readOnly />
      <TextField label="Email" name="email" type="email" value={user.email} readOnly />
      <TextField
        label="Phone Number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        required
        id={fieldId('phoneNumber')}
        defaultValue={sentValue('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        id={fieldId('address')}
        defaultValue={sentValue('address')}
        error={errors.address}
      />
      {application.questions.length > 0 && (
        <fieldset aria-labelledby={questionsId} className="mt-2 flex flex-col gap-3">
          <legend id={questionsId} className="mb-1 text-lg font-semibold">
            {applicationTexts.listerQuestions}
          </legend>
          <AnswerFields
            questions={application.questions}
            errors={errors}
            fieldId={fieldId}
            sentValue={sentValue}
          />
        </fieldset>
      )}
      <fieldset aria-describedby={homeHintId} className="mt-2 flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">{applicationTexts.aboutYourHome}</legend>
        <p id={homeHintId} className="text-sm text-base-content/80">
          {applicationTexts.aboutYourHomeHint}{' '}
          <Link to={paths.dashboard.adopterProfile.getHref()} className="link">
            {applicationTexts.editProfileLink}
          </Link>
        </p>
        <ProfileFields
          values={profileShown}
          errors={errors}
          fieldId={fieldId}
          prefix={ADOPT_PROFILE_PREFIX}
        />
      </fieldset>
      <FormAlert alert={alert} className="text-error" focusOnArrival={refusal !== undefined} />
      <div className="modal-action">
        <SubmitButton pending={create.isPending}>{texts.petDetails.submit}</SubmitButton>
        {cancel}
      </div>
    </form>
  );
}
