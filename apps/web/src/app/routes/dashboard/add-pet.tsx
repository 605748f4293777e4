import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { addPet } from '@/features/pets/actions/save-pet.server';
import { getBondOptionsQueryOptions } from '@/features/pets/api/bond-options';
import { AddPetScreen } from '@/features/pets/components/add-pet-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The lister's pets ("Bonded with") come with the page, so the form is whole without scripts. */
export function loader({ context }: LoaderFunctionArgs) {
  const email = pageVisitor(context)?.user.email;
  return prefetchPage(async (queryClient) => {
    if (email) await queryClient.prefetchQuery(getBondOptionsQueryOptions(email));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Add a pet, sent with scripts or without (its new picture as a file, then). */
export const action = ({ request }: ActionFunctionArgs) =>
  addPet(request, paths.dashboard.myAddedPets.getHref());

export default function AddPetRoute() {
  const { user } = useAuth();
  return <AddPetScreen ownerEmail={user?.email} />;
}
