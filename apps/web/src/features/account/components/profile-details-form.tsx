import { accountTexts, ProfileSchema, type SessionUser } from '@pet-adoption/shared';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUpdateProfile } from '../api/account';
import { INTENT_FIELD } from '../profile-intents';
import { useIntentRefusal } from '../use-intent-refusal';

const FIELDS = ['name', 'photoURL'] as const;
/** The server names the photo `image` (the identity library's word for it). */
const ALIASES = { image: 'photoURL' } as const;

type ProfileDetailsFormProps = {
  user: SessionUser;
  /** Saved: the navbar's name and photo read the session again. */
  onSaved: () => Promise<unknown>;
};

/** The name and photo, under sign-up's rules (the shared ProfileSchema). */
export function ProfileDetailsForm({ user, onSaved }: ProfileDetailsFormProps) {
  const headingId = useId();
  const refusal = useIntentRefusal('details');
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(FIELDS, refusal);
  const save = useUpdateProfile();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = new FormData(event.currentTarget);
    const parsed = ProfileSchema.safeParse({
      name: form.get('name'),
      photoURL: form.get('photoURL'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(accountTexts.profileSaved);
        // The session's answer is the navbar's; a failure to read it leaves the old one shown.
        onSaved().catch(() => undefined);
      },
      onError: (error) => showFailure(error, { aliases: ALIASES }),
    });
  };

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {accountTexts.profileDetailsLegend}
        </h2>
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name={INTENT_FIELD} value="details" />
          <ErrorSummary
            errors={errors}
            fields={FIELDS}
            fieldId={fieldId}
            focusOnArrival={refusal !== undefined}
          />
          <RequiredLegend />
          <TextField
            label={accountTexts.nameLabel}
            name="name"
            autoComplete="name"
            required
            id={fieldId('name')}
            defaultValue={sentValue('name') ?? user.name}
            error={errors.name}
          />
          <TextField
            label={accountTexts.photoLabel}
            name="photoURL"
            type="url"
            autoComplete="photo"
            required
            id={fieldId('photoURL')}
            defaultValue={sentValue('photoURL') ?? user.photoURL ?? ''}
            error={errors.photoURL}
          />
          <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
          <div>
            <SubmitButton pending={save.isPending}>{accountTexts.profileSave}</SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
