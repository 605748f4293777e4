import { notificationTexts, pageHref } from '@pet-adoption/shared';
import { and, eq, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { campaigns, notifications, payments, pets } from '../schema';
import type { NoticeDraft } from './notice-draft';

/**
 * The people who gave to any campaign for the pet, each once, but `except` (who is told
 * otherwise, or is the one telling), and whom `also` leaves out.
 */
export async function petCampaignDonors(
  tx: Executor,
  petId: string,
  except: string,
  also?: SQL,
): Promise<string[]> {
  const donors = await tx
    .selectDistinct({ userId: payments.payerId })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .where(
      and(
        eq(campaigns.petId, petId),
        eq(payments.status, 'succeeded'),
        ne(payments.payerId, except),
        also,
      ),
    );
  return donors.map(({ userId }) => userId);
}

/**
 * The notices for the donors of a pet's campaigns when it is adopted: one each, linking to the
 * pet's page (its campaigns show there), for the adoption's own notify and transaction. Left out: the pet's
 * owner, and anyone told of it before (marking the pet adopted, available and adopted again
 * tells a donor once).
 */
export async function donorsToTellOfHome(tx: Executor, petId: string): Promise<NoticeDraft[]> {
  const [pet] = await tx
    .select({ ownerId: pets.ownerId, petName: pets.petName })
    .from(pets)
    .where(eq(pets.id, petId));
  if (pet === undefined) return [];
  const donors = await petCampaignDonors(
    tx,
    petId,
    pet.ownerId,
    notExists(
      tx
        .select({ one: sql`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, payments.payerId),
            eq(notifications.kind, 'campaignPetAdopted'),
            eq(notifications.link, sql`'/petDetails/' || ${petId}::text`),
          ),
        ),
    ),
  );
  return donors.map((userId) => ({
    userId,
    kind: 'campaignPetAdopted' as const,
    text: notificationTexts.campaignPetAdopted(pet.petName),
    link: pageHref('petDetails', { id: petId }),
  }));
}
