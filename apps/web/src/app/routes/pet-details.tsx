import { lazy } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { OnceOpened } from '@/components/ui/once-opened';
import {
  getPetApplicationQueryOptions,
  usePetApplication,
} from '@/features/adoptions/api/applications';
import { NotTakingApplications } from '@/features/adoptions/components/not-taking-applications';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getFavoriteIdsQueryOptions } from '@/features/favorites/api/favorites';
import { useFavoriteSlot } from '@/features/favorites/components/favorite-slot';
import { getPetCampaignsQueryOptions } from '@/features/campaigns/api/campaigns';
import { PetCampaigns } from '@/features/campaigns/components/pet-campaigns';
import { getHappyTailsQueryOptions } from '@/features/happy-tails/api/happy-tails';
import { HappyTails } from '@/features/happy-tails/components/happy-tails';
import { getPetQueryOptions, usePet } from '@/features/pets/api/pets';
import { PetDetails } from '@/features/pets/components/pet-details';
import { askToAdoptAction } from '../ask-to-adopt.server';
import { NotFoundPage } from '../not-found-page';
import { pageVisitor } from '../page-services.server';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

// The adoption form and its checks load when someone first opens Adopt Now.
const AdoptDialog = lazy(() =>
  import('@/features/adoptions/components/adopt-dialog').then((module) => ({
    default: module.AdoptDialog,
  })),
);

/**
 * The pet comes with the page; an unknown or malformed id is the 404 page, status 404. For a
 * signed-in visitor who may ask for it, whether it takes applications too: Adopt Now or
 * 'Not taking applications right now' is right before the page's script runs.
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  const email = pageVisitor(context)?.user.email;
  return prefetchRecordPage(params.id, async (queryClient, id) => {
    const pet = await queryClient.fetchQuery(getPetQueryOptions(id));
    // "Adopted together with …" names the bonded pet before any script runs.
    if (pet.bondedWith) await queryClient.prefetchQuery(getPetQueryOptions(pet.bondedWith));
    if (email && !pet.adopted && pet.email.toLowerCase() !== email.toLowerCase()) {
      await queryClient.prefetchQuery(getPetApplicationQueryOptions(id));
    }
    // The campaigns for this pet, with their progress.
    await queryClient.prefetchQuery(getPetCampaignsQueryOptions(id));
    await queryClient.prefetchQuery(getHappyTailsQueryOptions(id));
    // Whether the heart is pressed; a signed-out page asks nothing, so it stays the same for all.
    if (email) await queryClient.prefetchQuery(getFavoriteIdsQueryOptions());
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Adopt Now's dialog sends its form here, to the page it is open on (see pet-adopt.tsx). */
export const action = askToAdoptAction;

/** The pet's details, with the adoption form for a signed-in visitor. */
export default function PetDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const pet = usePet(id).data;
  // Asked only of a pet the visitor may ask for: not their own, not adopted.
  const askable =
    user !== null &&
    pet !== undefined &&
    !pet.adopted &&
    pet.email.toLowerCase() !== user.email.toLowerCase();
  const application = usePetApplication(id, { enabled: askable });
  const favorite = useFavoriteSlot(user !== null);

  return (
    <PetDetails
      id={id}
      viewerEmail={user?.email ?? null}
      notFound={<NotFoundPage />}
      favorite={favorite}
      campaigns={
        pet ? (
          <>
            <PetCampaigns petId={pet._id} petName={pet.petName} />
            <HappyTails petId={pet._id} petName={pet.petName} />
          </>
        ) : undefined
      }
      adoptionClosed={
        askable && application.data?.acceptingApplications === false ? (
          <NotTakingApplications />
        ) : undefined
      }
    >
      {(pet, dialog) =>
        user && (
          <OnceOpened open={dialog.open}>
            <AdoptDialog pet={pet} user={user} {...dialog} />
          </OnceOpened>
        )
      }
    </PetDetails>
  );
}
