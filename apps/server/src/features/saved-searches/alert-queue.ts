import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { PetsListed } from '../../lib/listing-events';
import { ensureQueue, type ScheduledTask } from '../../lib/scheduled-work';
import { type AlertWork, matchAndAlert, sendDailyDigests } from './search-alerts';

/** The queue of pets to match against saved searches, one job per listing. */
export const SEARCH_MATCH_QUEUE = 'saved-search-matching';

/** Pets listed at about the same time are matched together, the searches read once for them. */
const BATCH_SIZE = 100;

/**
 * Queues the pets' matching with the statement that listed them (in its transaction when there
 * is one), so a listed pet is always matched, and the answer never waits for it.
 */
export const queuePetMatching =
  (boss: PgBoss): PetsListed =>
  async (db, petIds) => {
    if (petIds.length === 0) return;
    await boss.send(SEARCH_MATCH_QUEUE, { petIds: [...petIds] }, { db: fromDrizzle(db, sql) });
  };

export interface AlertWorkerOptions {
  pollingIntervalSeconds?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Makes the matching queue and starts this copy's worker on it. Each job goes to one worker
 * however many copies run; a worker takes what has gathered, up to BATCH_SIZE jobs, at once.
 */
export async function startAlertWorker(
  boss: PgBoss,
  work: AlertWork,
  { pollingIntervalSeconds = 2, log }: AlertWorkerOptions = {},
) {
  await ensureQueue(boss, SEARCH_MATCH_QUEUE, { policy: 'standard' });
  await boss.work<{ petIds: string[] }>(
    SEARCH_MATCH_QUEUE,
    { pollingIntervalSeconds, batchSize: BATCH_SIZE },
    async (jobs) => {
      try {
        await matchAndAlert(
          work,
          jobs.flatMap((job) => job.data.petIds),
        );
      } catch (error) {
        log?.warn(
          { err: error },
          'Matching new pets to saved searches failed; it will be tried again',
        );
        throw error;
      }
    },
  );
}

/** The daily digest as a scheduled task (server.ts keeps the timetable with the others). */
export const dailyDigestTask = (work: AlertWork): ScheduledTask => ({
  name: 'saved-search-digest',
  // Morning in Europe and Africa, night before in the Americas: one fixed time for everyone.
  cron: '0 8 * * *',
  run: (now) => sendDailyDigests(work, now),
});
