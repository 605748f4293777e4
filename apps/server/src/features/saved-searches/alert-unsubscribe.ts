import type { AlertSearches } from '@pet-adoption/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { AlertUnsubscribe } from './alert-token';

const ofAlert = ({ userId, searchIds }: AlertUnsubscribe) =>
  and(eq(savedSearches.userId, userId), inArray(savedSearches.id, searchIds));

/** The alert's searches that still exist, for the page that asks before pausing them. */
export async function searchesOfAlert(
  db: Database,
  alert: AlertUnsubscribe,
): Promise<AlertSearches> {
  const rows = await db
    .select({ _id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(ofAlert(alert))
    .orderBy(asc(savedSearches.name));
  return { searches: rows };
}

/**
 * Pauses the alert's searches (those of its person that still exist; a deleted one is gone
 * already). Pausing twice is the same as once, so a link used again still answers kindly.
 */
export async function pauseAlertSearches(
  db: Database,
  alert: AlertUnsubscribe,
): Promise<AlertSearches> {
  await db.update(savedSearches).set({ paused: true }).where(ofAlert(alert));
  return searchesOfAlert(db, alert);
}
