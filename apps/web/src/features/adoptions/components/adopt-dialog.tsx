import { CreateAdoptionRequestSchema, TOASTS, texts, type Pet } from '@pet-adoption/shared';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { useFormErrors } from '@/lib/use-form-errors';
import { useCreateAdoptionRequest } from '../api/adoptions';

/** Who is asking: the signed-in person, whose name and e-mail the request carries. */
type Applicant = { name: string; email: string };

type AdoptDialogProps = {
  pet: Pet;
  user: Applicant;
  open: boolean;
  onClose: () => void;
};

const FIELDS = ['phoneNumber', 'address'] as const;

/** The Adopt Now modal: name and e-mail from the account, phone and address required. */
export function AdoptDialog({ pet, user, open, onClose }: AdoptDialogProps) {
  const titleId = useId();
  const { formRef, errors, alert, showIssues, showFailure, clear } = useFormErrors(FIELDS);
  const create = useCreateAdoptionRequest();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        toast.success(`Your request to adopt ${pet.petName} was sent.`, {
          duration: TOASTS.dashboardSuccessMs,
        });
        onClose();
      },
      // Only the dialog's alert: a toast behind a modal dialog is out of reach (inert) until the
      // dialog closes, and would then tell a stale story.
      onError: (error) => showFailure(error),
    });
  };

  return (
    <ModalDialog
      open={open}
      onCancel={() => {
        if (!create.isPending) onClose();
      }}
      labelledBy={titleId}
      initialFocus='input[name="phoneNumber"]'
    >
      <h2 id={titleId} className="text-2xl font-bold">
        Adopt {pet.petName}
      </h2>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-3"
      >
        <RequiredLegend />
        <TextField label="Name" name="name" value={user.name} readOnly />
        <TextField label="Email" name="email" type="email" value={user.email} readOnly />
        <TextField
          label="Phone Number"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          required
          error={errors.address}
        />
        <FormAlert alert={alert} className="text-error" />
        <div className="modal-action">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {texts.petDetails.submit}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={create.isPending}
            onClick={onClose}
          >
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
