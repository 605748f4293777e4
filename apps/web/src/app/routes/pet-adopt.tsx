import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { AdoptApplication } from '@/features/adoptions/components/adopt-application';
import { AdoptForm } from '@/features/adoptions/components/adopt-form';
import {
  getAdopterProfileQueryOptions,
  getPetApplicationQueryOptions,
} from '@/features/adoptions/api/applications';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { PetDetails } from '@/features/pets/components/pet-details';
import { askToAdoptAction } from '../ask-to-adopt.server';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

/** The pet comes with the page; an unknown or malformed id is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, async (queryClient, id) => {
    await queryClient.fetchQuery(getPetQueryOptions(id));
    // The lister's questions and my profile, so the form shows before (or without) scripts.
    await Promise.all([
      queryClient.prefetchQuery(getPetApplicationQueryOptions(id)),
      queryClient.prefetchQuery(getAdopterProfileQueryOptions()),
    ]);
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Adopt Now's form, sent from its own page, with scripts or without. */
export const action = askToAdoptAction;

/**
 * The pet's page with the adoption form open on it: where Adopt Now leads before the page's
 * script runs (with scripts it opens a dialog on the pet's page instead).
 */
export default function PetAdoptRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const petHref = paths.petDetails.getHref(id);
  const cancel = (
    <Link to={petHref} className="btn btn-ghost">
      Cancel
    </Link>
  );

  return (
    <PetDetails
      id={id}
      viewerEmail={user?.email ?? null}
      notFound={<NotFoundPage />}
      adoptionForm={(pet) =>
        user && (
          <AdoptApplication pet={pet} cancel={cancel}>
            {(application, profile) => (
              <AdoptForm user={user} application={application} profile={profile} cancel={cancel} />
            )}
          </AdoptApplication>
        )
      }
    />
  );
}
