import {
  applicationTexts,
  type AdopterProfile,
  type Pet,
  type PetApplication,
} from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useFormRefusal } from '@/lib/form-refusal';
import { useAdopterProfile, usePetApplication } from '../api/applications';
import { NotTakingApplications } from './not-taking-applications';

type AdoptApplicationProps = {
  pet: Pet;
  /** The way out while the questions load or could not be loaded. */
  cancel: ReactNode;
  children: (application: PetApplication, profile: AdopterProfile) => ReactNode;
};

/**
 * What Adopt Now's form needs before it can show: the lister's questions for this pet and the
 * adopter's saved profile. Without the questions there is no form (a required one would go
 * unasked), with Try again; a profile that cannot be read leaves "About your home" empty. A
 * pet at its cap, or paused, takes no application: that is said instead of the form.
 */
export function AdoptApplication({ pet, cancel, children }: AdoptApplicationProps) {
  const application = usePetApplication(pet._id);
  const profile = useAdopterProfile();
  // Refused for the cap as it was sent (no scripts): the form again, with the server's sentence.
  const refused = useFormRefusal() !== undefined;
  const waiting = (
    <div className="flex flex-col gap-4">
      <Spinner label="Loading the questions" className="mx-auto block" />
      <div className="modal-action">{cancel}</div>
    </div>
  );
  if (profile.status === 'pending') return waiting;
  return (
    <QueryBoundary
      query={application}
      pending={waiting}
      errorMessage={applicationTexts.applicationUnavailable}
      renderError={(loadError) => (
        <div className="flex flex-col gap-4">
          {loadError}
          <div className="modal-action">{cancel}</div>
        </div>
      )}
    >
      {(loaded) =>
        loaded.acceptingApplications || refused ? (
          children(loaded, profile.data ?? {})
        ) : (
          <div className="flex flex-col gap-4">
            <NotTakingApplications />
            <div className="modal-action">{cancel}</div>
          </div>
        )
      }
    </QueryBoundary>
  );
}
