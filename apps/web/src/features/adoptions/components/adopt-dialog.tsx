import {
  CreateAdoptionRequestSchema,
  TOASTS,
  fieldErrorsOf,
  texts,
  type Pet,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import toast from 'react-hot-toast';
import { TextField } from '@/components/ui/text-field';
import type { SessionUser } from '@/features/auth/api/auth';
import { useCreateAdoptionRequest } from '../api/adoptions';

type AdoptDialogProps = {
  pet: Pet;
  user: SessionUser;
  open: boolean;
  onClose: () => void;
};

type Errors = { phoneNumber?: string; address?: string };

/** The Adopt Now modal: name and e-mail from the account, phone and address required. */
export function AdoptDialog({ pet, user, open, onClose }: AdoptDialogProps) {
  const titleId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
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
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Your request to adopt ${pet.petName} was sent.`, {
          duration: TOASTS.dashboardSuccessMs,
        });
        onClose();
      },
      onError: (error) => {
        setFormError(error.message);
        toast.error(error.message);
      },
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
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
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
        {formError && (
          <p role="alert" className="text-error">
            {formError}
          </p>
        )}
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
