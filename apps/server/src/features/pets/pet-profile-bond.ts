import { isUuid } from '@pet-adoption/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pets } from '../../db/schema';
import { badRequest } from '../../lib/errors';

export const BOND_REFUSED = 'Pick one of the same lister’s other pets.';

/**
 * Refuses a partner that is not another pet of the same owner: someone else's pet, an id that
 * is no pet, or the pet itself. An admin bonds two pets of the pet's owner, never their own.
 */
export async function checkPartner(
  tx: Executor,
  ownerId: string,
  partnerId: string | null | undefined,
  petId?: string,
) {
  if (partnerId === null || partnerId === undefined) return;
  const refuse = () => badRequest(BOND_REFUSED, { bondedWith: BOND_REFUSED });
  if (!isUuid(partnerId) || partnerId === petId) throw refuse();
  const [partner] = await tx
    .select({ ownerId: pets.ownerId })
    .from(pets)
    .where(eq(pets.id, partnerId));
  if (partner?.ownerId !== ownerId) throw refuse();
}

/**
 * Bonds the pet to its partner both ways, or un-bonds it (null). Whatever either was bonded
 * with before is let go first, so a bond is always a pair that reads the same from both sides.
 */
export async function setBond(tx: Executor, petId: string, partnerId: string | null) {
  const pair = partnerId === null ? [petId] : [petId, partnerId];
  await tx
    .update(pets)
    .set({ bondedWith: null })
    .where(or(inArray(pets.id, pair), inArray(pets.bondedWith, pair)));
  if (partnerId === null) return;
  await tx.update(pets).set({ bondedWith: partnerId }).where(eq(pets.id, petId));
  await tx.update(pets).set({ bondedWith: petId }).where(eq(pets.id, partnerId));
}
