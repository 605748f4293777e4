import { ADOPTION_CONTACT_RETENTION_DAYS } from '@pet-adoption/shared';
import { and, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERASED_ADOPTER_DETAILS } from '../../db/queries/adoption-history';
import type { Database } from '../../db/client';
import { adoptionRequests } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const ERASURE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Blanks the phone number, address, answers and profile of every request decided more than the
 * retention period before `now`; answers how many requests lost them. Pending requests keep
 * theirs.
 */
export async function eraseExpiredAdoptionContacts(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ADOPTION_CONTACT_RETENTION_DAYS * DAY_MS);
  const erased = await db
    .update(adoptionRequests)
    .set(ERASED_ADOPTER_DETAILS)
    .where(
      and(
        isNotNull(adoptionRequests.decidedAt),
        lt(adoptionRequests.decidedAt, cutoff),
        or(
          ne(adoptionRequests.phoneNumber, ''),
          ne(adoptionRequests.address, ''),
          sql`${adoptionRequests.answers} <> '[]'::jsonb`,
          isNotNull(adoptionRequests.profile),
        ),
      ),
    )
    .returning({ id: adoptionRequests.id });
  return erased.length;
}

/**
 * Runs the erasure now and then hourly in this process; answers a function that stops it. The
 * timer does not keep the process alive, and a failed run (database away) waits for the next.
 */
export function scheduleAdoptionContactErasure(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = ERASURE_INTERVAL_MS,
): () => void {
  const run = () => {
    eraseExpiredAdoptionContacts(db, new Date()).then(
      (count) => {
        if (count > 0) log.info({ count }, 'Erased the contact details of old adoption requests');
      },
      (error: unknown) => log.warn({ err: error }, 'Could not erase old adoption contacts'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
