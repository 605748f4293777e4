import { isUuid } from '@pet-adoption/shared';
import { type ActionFunctionArgs, type LoaderFunctionArgs, useParams } from 'react-router';
import { shareHappyTailFromForm } from '@/features/happy-tails/actions/share-happy-tail.server';
import { ShareHappyTailScreen } from '@/features/happy-tails/components/share-happy-tail-screen';
import { getPet } from '@/features/pets/api/pet-requests';
import { getPetQueryOptions, usePet } from '@/features/pets/api/pets';
import { ApiError } from '@/lib/api-error';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, notFound, prefetchRecordPage } from '../route-data';

/** The pet comes with the page, so the form is there before any script runs. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getPetQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The story sent by the browser itself, with its photo. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  if (!isUuid(id)) throw notFound();
  try {
    const pet = await getPet(id);
    return await shareHappyTailFromForm(request, id, pet.petName);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

export default function ShareHappyTailRoute() {
  const { id = '' } = useParams();
  const pet = usePet(id);
  if (pet.isError) return <NotFoundPage />;
  if (!pet.data) return null;
  return <ShareHappyTailScreen petName={pet.data.petName} />;
}
