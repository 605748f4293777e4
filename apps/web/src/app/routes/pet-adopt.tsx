import { isUuid } from '@pet-adoption/shared';
import {
  Link,
  useNavigate,
  useParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '@/config/paths';
import { askToAdopt } from '@/features/adoptions/actions/ask-to-adopt.server';
import { useCreateAdoptionRequest } from '@/features/adoptions/api/adoptions';
import { AdoptApplication } from '@/features/adoptions/components/adopt-application';
import { AdoptForm } from '@/features/adoptions/components/adopt-form';
import {
  getAdopterProfileQueryOptions,
  getPetApplicationQueryOptions,
} from '@/features/adoptions/api/applications';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getPet } from '@/features/pets/api/pet-requests';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { PetDetails } from '@/features/pets/components/pet-details';
import { ApiError } from '@/lib/api-error';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, notFound, prefetchRecordPage } from '../route-data';

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

/** The pet the form is about: one the API does not know is the 404 page. */
async function petOf(id: string | undefined) {
  if (id === undefined || !isUuid(id)) throw notFound();
  try {
    return await getPet(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** Adopt Now's form sent by the browser itself (before the page's script, or without one). */
export async function action({ request, params }: ActionFunctionArgs) {
  const pet = await petOf(params.id);
  return askToAdopt(request, pet, paths.petDetails.getHref(pet._id));
}

/**
 * The pet's page with the adoption form open on it: where Adopt Now leads before the page's
 * script runs (with scripts it opens a dialog on the pet's page instead).
 */
export default function PetAdoptRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateAdoptionRequest();
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
              <AdoptForm
                pet={pet}
                user={user}
                application={application}
                profile={profile}
                create={create}
                onSent={() => void navigate(petHref)}
                cancel={cancel}
              />
            )}
          </AdoptApplication>
        )
      }
    />
  );
}
