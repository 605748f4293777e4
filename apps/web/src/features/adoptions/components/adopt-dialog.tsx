import type { Pet } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useCreateAdoptionRequest } from '../api/adoptions';
import { AdoptForm, type Applicant } from './adopt-form';

type AdoptDialogProps = {
  pet: Pet;
  user: Applicant;
  open: boolean;
  onClose: () => void;
};

/** The Adopt Now modal: the adoption form, closed once the request is sent. */
export function AdoptDialog({ pet, user, open, onClose }: AdoptDialogProps) {
  const titleId = useId();
  const create = useCreateAdoptionRequest();

  return (
    <ModalDialog
      open={open}
      onCancel={() => {
        if (!create.isPending) onClose();
      }}
      labelledBy={titleId}
      initialFocus='input[name="phoneNumber"]'
    >
      <h2 id={titleId} className="mb-4 text-2xl font-bold">
        Adopt {pet.petName}
      </h2>
      <AdoptForm
        pet={pet}
        user={user}
        create={create}
        onSent={onClose}
        cancel={
          <button
            type="button"
            className="btn btn-ghost"
            aria-disabled={create.isPending || undefined}
            onClick={() => {
              if (!create.isPending) onClose();
            }}
          >
            Cancel
          </button>
        }
      />
    </ModalDialog>
  );
}
