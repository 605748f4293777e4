import { notificationTexts, pageHref, dollarsText } from '@pet-adoption/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { donatedCentsOf } from './ledger-totals';
import { campaigns } from '../schema';
import type { NoticeDraft } from './notice-draft';

/**
 * The notice for a campaign's creator, once, when its donations reach the goal, for the notify of
 * the transaction that records a succeeded donation (payments and the monthly gifts' charges).
 * The campaign's row is locked first, so of two donations recorded at once the second sums after
 * the first has committed: the one that crosses the goal is always seen, and `goal_reached_at`
 * lets only one of them tell.
 */
export async function goalReachedNotices(tx: Executor, campaignId: string): Promise<NoticeDraft[]> {
  const [campaign] = await tx
    .select({
      ownerId: campaigns.ownerId,
      petName: campaigns.petName,
      goalCents: campaigns.maximumDonationCents,
      goalReachedAt: campaigns.goalReachedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    // Not FOR UPDATE: the donation's insert holds a key-share lock on this row (its foreign
    // key), and two donations each wanting FOR UPDATE over the other's would deadlock.
    .for('no key update');
  if (campaign === undefined || campaign.goalReachedAt !== null || campaign.goalCents <= 0) {
    return [];
  }
  // A statement of its own, after the lock: it sees what the donation before this one committed.
  const [total] = await tx
    .select({ cents: donatedCentsOf(campaignId) })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if ((total?.cents ?? 0) < campaign.goalCents) return [];
  await tx
    .update(campaigns)
    .set({ goalReachedAt: sql`now()` })
    .where(eq(campaigns.id, campaignId));
  return [
    {
      userId: campaign.ownerId,
      kind: 'campaignGoalReached',
      text: notificationTexts.campaignGoalReached(
        campaign.petName,
        dollarsText(campaign.goalCents),
      ),
      link: pageHref('campaignDetails', { id: campaignId }),
    },
  ];
}
