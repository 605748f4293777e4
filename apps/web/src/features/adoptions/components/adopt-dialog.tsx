import type { Pet } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useCreateAdoptionRequest } from '../api/adoptions';
import { AdoptApplication } from './adopt-application';
import { AdoptForm, type Applicant } from './adopt-form';

type AdoptDialogProps = {
  pet: Pet;
  user: Applicant;
  open: boolean;
  onClose: () => void;
};

/**
 * The Adopt Now modal: the adoption form with the lister's questions, closed once the request
 * is sent. While the questions load, Cancel (and Escape) is the way out; the phone field takes
 * focus when the form comes.
 */
export function AdoptDialog({ pet, user, open, onClose }: AdoptDialogProps) {
  const titleId = useId();
  const create = useCreateAdoptionRequest();
  const cancel = (
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
  );

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
      <AdoptApplication pet={pet} cancel={cancel}>
        {(application, profile) => (
          <AdoptForm
            pet={pet}
            user={user}
            application={application}
            profile={profile}
            create={create}
            onSent={onClose}
            cancel={cancel}
            focusOnMount
          />
        )}
      </AdoptApplication>
    </ModalDialog>
  );
}
