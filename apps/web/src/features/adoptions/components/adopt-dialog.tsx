import type { Pet } from '@pet-adoption/shared';
import { useId } from 'react';
import { useNavigation } from 'react-router';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { AdoptApplication } from './adopt-application';
import { AdoptForm, type Applicant } from './adopt-form';

type AdoptDialogProps = {
  pet: Pet;
  user: Applicant;
  open: boolean;
  onClose: () => void;
};

/**
 * The Adopt Now modal: the adoption form with the lister's questions, sent to the pet page's
 * route action and closed once the request went through (the page's notice says so). While the
 * questions load, Cancel (and Escape) is the way out; the phone field takes focus when the form
 * comes.
 */
export function AdoptDialog({ pet, user, open, onClose }: AdoptDialogProps) {
  const titleId = useId();
  // The request on its way, or the page it leads to loading: the dialog waits for its answer.
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  const cancel = (
    <button
      type="button"
      className="btn btn-ghost"
      aria-disabled={sending || undefined}
      onClick={() => {
        if (!sending) onClose();
      }}
    >
      Cancel
    </button>
  );

  return (
    <ModalDialog
      open={open}
      onCancel={() => {
        if (!sending) onClose();
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
            user={user}
            application={application}
            profile={profile}
            onSent={onClose}
            cancel={cancel}
            focusOnMount
          />
        )}
      </AdoptApplication>
    </ModalDialog>
  );
}
