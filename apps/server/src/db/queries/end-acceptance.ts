import { and, eq } from 'drizzle-orm';
import { appendHistory } from './adoption-history';
import type { Executor } from '../client';
import { adoptionRequests } from '../schema';

/**
 * The pet is available again: its accepted request has ended ('cancelled', which the adopter
 * sees), so a new one can be accepted. Runs inside the pet update's transaction; answers the
 * adopters whose acceptance ended.
 */
export async function endAcceptance(tx: Executor, petId: string): Promise<string[]> {
  const now = new Date();
  const ended = await tx
    .update(adoptionRequests)
    .set({ status: 'cancelled', decidedAt: now, history: appendHistory('cancelled', now) })
    .where(and(eq(adoptionRequests.petId, petId), eq(adoptionRequests.status, 'accepted')))
    .returning({ adopterId: adoptionRequests.adopterId });
  return ended.map((row) => row.adopterId);
}
