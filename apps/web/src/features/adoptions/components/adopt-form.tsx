import {
  applicationTexts,
  texts,
  type AdopterProfile,
  type PetApplication,
} from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId, useMemo, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { AnswerFields } from './answer-fields';
import { ProfileFields } from './profile-fields';
import { ADOPT_PROFILE_PREFIX, profileValues, readProfileValues } from '../profile-form';
import { useFormRefusal } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { adoptFields } from '../adopt-request';

/** Who is asking: the signed-in person, whose name and e-mail the request carries. */
export type Applicant = { name: string; email: string };

type AdoptFormProps = {
  user: Applicant;
  /** The lister's questions for this pet. */
  application: PetApplication;
  /** The adopter's saved profile, which fills in "About your home". */
  profile: AdopterProfile;
  /** The request went through: the dialog closes (the page's notice says it was sent). */
  onSent?: () => void;
  /** The way out beside Submit: the dialog's Cancel, or a link back to the pet. */
  cancel: ReactNode;
  /** In the dialog: the phone field takes focus once the form has come (after its questions). */
  focusOnMount?: boolean;
};

/**
 * Adopt Now's form: name and e-mail from the account (read-only), phone and address required,
 * the lister's questions, and the adopter's profile, filled in from the saved one, to change for
 * this request. It goes to the action of the route it is on, with scripts or without: the pet's
 * page (the dialog) or the form's own page, both asking with actions/ask-to-adopt.server.ts,
 * which comes back to the pet's page with its notice, or refuses in place.
 */
export function AdoptForm({
  user,
  application,
  profile,
  onSent,
  cancel,
  focusOnMount = false,
}: AdoptFormProps) {
  const refusal = useFormRefusal();
  // One list while the questions stay the same: the form's messages are picked by it.
  const fields = useMemo(() => adoptFields(application.questions), [application.questions]);
  const form = useActionForm(fields);
  const { formRef, errors, alert, fieldId, field, pending, sent, arrivedRefused } = form;
  // The form is still on screen as its action's answer loads the pet's page again.
  useFreshAfterActions();
  const questionsId = useId();
  const homeHintId = useId();
  const profileShown = refusal
    ? readProfileValues((name) => refusal.values[name], ADOPT_PROFILE_PREFIX)
    : profileValues(profile);

  useEffect(() => {
    if (!focusOnMount) return;
    const element = formRef.current;
    if (element && !element.contains(document.activeElement)) {
      element.querySelector<HTMLElement>('input[name="phoneNumber"]')?.focus();
    }
  }, [focusOnMount, formRef]);

  const whenSent = useEffectEvent(() => onSent?.());
  useEffect(() => {
    if (sent > 0) whenSent();
  }, [sent]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => {
        // Enter in a field while the request is on its way sends nothing twice.
        if (pending) event.preventDefault();
      }}
      className="flex flex-col gap-3"
    >
      <ErrorSummary
        errors={errors}
        fields={fields}
        fieldId={fieldId}
        focusOnArrival={arrivedRefused}
      />
      <RequiredLegend />
      <TextField label="Name" name="name" value={user.name} readOnly />
      <TextField label="Email" name="email" type="email" value={user.email} readOnly />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        {...field('phoneNumber')}
      />
      <TextField label="Address" autoComplete="street-address" required {...field('address')} />
      {application.questions.length > 0 && (
        <fieldset aria-labelledby={questionsId} className="mt-2 flex flex-col gap-3">
          <legend id={questionsId} className="mb-1 text-lg font-semibold">
            {applicationTexts.listerQuestions}
          </legend>
          <AnswerFields
            questions={application.questions}
            errors={errors}
            fieldId={fieldId}
            sentValue={(name) => field(name).defaultValue}
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
      <FormAlert alert={alert} className="text-error" focusOnArrival={arrivedRefused} />
      <div className="modal-action">
        <SubmitButton pending={pending}>{texts.petDetails.submit}</SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}
