import { dollarsText, notificationTexts } from '@pet-adoption/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { giftNoticeLinks } from './monthly-gift-links';
import { campaigns, monthlyGifts, pets } from '../schema';
import type { NoticeDraft } from './notice-draft';

/**
 * A pet was adopted: the monthly gifts to its campaigns stop being charged for it, and each donor
 * is asked to move theirs to another pet's campaign or stop it (from the gift's page). Returns the
 * notices for the adoption's own notify and transaction; a gift is held and told once.
 */
export async function holdSponsorships(tx: Executor, petId: string): Promise<NoticeDraft[]> {
  const [pet] = await tx.select({ petName: pets.petName }).from(pets).where(eq(pets.id, petId));
  if (pet === undefined) return [];
  const ofPet = tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.petId, petId));
  const held = await tx
    .update(monthlyGifts)
    .set({ status: 'awaitingMove', retryAt: null })
    .where(
      and(
        inArray(monthlyGifts.campaignId, ofPet),
        inArray(monthlyGifts.status, ['active', 'paused']),
      ),
    )
    .returning({
      donorId: monthlyGifts.donorId,
      amountCents: monthlyGifts.amountCents,
      manageCode: monthlyGifts.manageCode,
    });
  return held.map((gift) => ({
    userId: gift.donorId,
    kind: 'monthlyGiftPetAdopted' as const,
    text: notificationTexts.monthlyGiftPetAdopted(pet.petName, dollarsText(gift.amountCents)),
    ...giftNoticeLinks(gift.manageCode),
  }));
}
