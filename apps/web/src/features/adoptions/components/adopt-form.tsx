import { CreateAdoptionRequestSchema, TOASTS, texts, type Pet } from '@pet-adoption/shared';
import type { FormEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import type { useCreateAdoptionRequest } from '../api/adoptions';

/** Who is asking: the signed-in person, whose name and e-mail the request carries. */
export type Applicant = { name: string; email: string };

export const ADOPT_FIELDS = ['phoneNumber', 'address'] as const;

type AdoptFormProps = {
  pet: Pet;
  user: Applicant;
  /** The request, owned by the dialog or page around the form (which waits on it too). */
  create: ReturnType<typeof useCreateAdoptionRequest>;
  /** The request was sent (said in a toast): the dialog closes, the form's page goes back. */
  onSent: () => void;
  /** The way out beside Submit: the dialog's Cancel, or a link back to the pet. */
  cancel: ReactNode;
};

/**
 * Adopt Now's form: name and e-mail from the account (read-only), phone and address required.
 * Sent before the page's script runs, or without one, it goes to the form's own page, whose
 * route action sends the same request (features/adoptions/actions/ask-to-adopt.server.ts).
 */
export function AdoptForm({ pet, user, create, onSent, cancel }: AdoptFormProps) {
  const refusal = useFormRefusal();
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(ADOPT_FIELDS, refusal);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the request is on its way sends nothing twice.
    if (create.isPending) return;
    const data = new FormData(event.currentTarget);
    const parsed = CreateAdoptionRequestSchema.safeParse({
      petId: pet._id,
      phoneNumber: data.get('phoneNumber'),
      address: data.get('address'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(texts.petDetails.requestSent(pet.petName), {
          duration: TOASTS.dashboardSuccessMs,
        });
        onSent();
      },
      // Only the form's alert: a toast behind a modal dialog is out of reach (inert) until the
      // dialog closes, and would then tell a stale story.
      onError: (error) => showFailure(error),
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
        fields={ADOPT_FIELDS}
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
      <FormAlert alert={alert} className="text-error" focusOnArrival={refusal !== undefined} />
      <div className="modal-action">
        <SubmitButton pending={create.isPending}>{texts.petDetails.submit}</SubmitButton>
        {cancel}
      </div>
    </form>
  );
}
