import type { Executor } from '../../db/client';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';

/**
 * Admins see who gave anonymously, which even the campaign's creator does not: an admin's
 * answer on someone else's campaign that names such a donor is recorded, once per request.
 * An answer naming no anonymous donor shows only what the creator sees, and is not recorded.
 * It is written before the answer is sent, so an entry that fails keeps the names back too.
 */
export async function auditNamedAnonymousDonors(
  db: Executor,
  caller: Actor,
  campaign: { id: string; ownerId: string; petName: string },
  action: 'donors.read' | 'donors.export',
  gifts: { id: string; anonymous: boolean }[],
) {
  if (!actsAsAdmin(caller, campaign.ownerId)) return;
  const named = gifts.filter((gift) => gift.anonymous).map((gift) => gift.id);
  if (named.length === 0) return;
  await recordAudit(db, caller, {
    action,
    target: { type: 'campaign', id: campaign.id, label: campaign.petName },
    after: { anonymousGifts: named },
  });
}
