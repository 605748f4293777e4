import { notificationTexts, pageHref, pages } from '@pet-adoption/shared';
import { and, eq, notExists, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../client';
import { adoptionRequests, favorites, notifications, pets } from '../schema';
import type { NoticeDraft } from './notice-draft';

/**
 * The notices for the people who saved a pet that was just adopted or is about to be deleted,
 * for the change's own notify. Called inside the change's transaction, and before a delete
 * (which clears the favorites' `pet_id`). Left out: the pet's owner, the adopter of its accepted
 * request, the people this change already told (its applicants), and, for an adoption, anyone
 * told of it before, so marking a pet adopted, available and adopted again tells a saver once.
 * Before a delete it also keeps the pet's name and cover as they are now on every favorite, so
 * the favorites list shows what the pet last was.
 */
export async function saversToTell(
  tx: Executor,
  petId: string,
  kind: 'favoriteAdopted' | 'favoriteRemoved',
  alreadyTold: readonly string[] = [],
): Promise<NoticeDraft[]> {
  const [pet] = await tx
    .select({ ownerId: pets.ownerId, petName: pets.petName, image: pets.image })
    .from(pets)
    .where(eq(pets.id, petId));
  if (!pet) return [];
  const accepted = await tx
    .select({ adopterId: adoptionRequests.adopterId })
    .from(adoptionRequests)
    .where(and(eq(adoptionRequests.petId, petId), eq(adoptionRequests.status, 'accepted')));
  const leftOut = [pet.ownerId, ...accepted.map((row) => row.adopterId), ...alreadyTold];
  const link =
    kind === 'favoriteAdopted' ? pageHref('petDetails', { id: petId }) : pages.favorites.path;

  if (kind === 'favoriteRemoved') {
    await tx
      .update(favorites)
      .set({ petName: pet.petName, image: pet.image })
      .where(eq(favorites.petId, petId));
  }
  const filters: SQL[] = [eq(favorites.petId, petId), notInArray(favorites.userId, leftOut)];
  if (kind === 'favoriteAdopted') {
    filters.push(
      notExists(
        tx
          .select({ one: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, favorites.userId),
              eq(notifications.kind, kind),
              eq(notifications.link, link),
            ),
          ),
      ),
    );
  }
  const savers = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(...filters));
  return savers.map(({ userId }) => ({
    userId,
    kind,
    text: notificationTexts[kind](pet.petName),
    link,
  }));
}
