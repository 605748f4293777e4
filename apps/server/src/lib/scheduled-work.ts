import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';

/** Work that runs on a timetable, each run told the time it runs at. */
export interface ScheduledTask {
  /** Its queue's name: one queue per task, so a slow task never holds up another. */
  name: string;
  /** When it runs: a cron expression, read in UTC. */
  cron: string;
  /**
   * Does the work due at `now`. It may run again for the same period (a retry, a copy that
   * crashed mid-run), so it must change each row at most once on its own.
   */
  run: (now: Date) => Promise<unknown>;
}

export interface ScheduledWorkOptions {
  /** How often an idle worker looks for a job when LISTEN/NOTIFY is not there. */
  pollingIntervalSeconds?: number;
  /** Where a failed run is reported (the queue tries it again). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

// A failed run is tried again a little later; the next scheduled run comes anyway.
const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 };

/**
 * Makes the queue unless it is there; another copy may be making it at the same moment. A
 * schedule's queue is 'stately': at most one run waiting and one running, so runs missed while
 * every copy was busy do not pile up. A queue of work items (the saved-search matching) is
 * 'standard'.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  { policy = 'stately' }: { policy?: 'stately' | 'standard' } = {},
) {
  if ((await boss.getQueue(name)) !== null) return;
  try {
    await boss.createQueue(name, { ...QUEUE_OPTIONS, policy });
  } catch (error) {
    if ((await boss.getQueue(name)) === null) throw error;
  }
}

/**
 * Registers each task's schedule and starts this copy's worker for it, on the messaging job
 * queue (decision 060). pg-boss sends one job per occurrence however many copies of the server
 * keep the schedule, and one worker takes each job, so a task runs once across the copies.
 * Occurrences missed while no copy ran are made up by one run when one starts again.
 */
export async function startScheduledWork(
  boss: PgBoss,
  tasks: readonly ScheduledTask[],
  { pollingIntervalSeconds = 10, log }: ScheduledWorkOptions = {},
) {
  for (const task of tasks) {
    await ensureQueue(boss, task.name);
    await boss.schedule(task.name, task.cron, null, { tz: 'UTC', missed: 'once' });
    // One job at a time: each is one occurrence, and the task reads the clock when it starts.
    await boss.work(task.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
      try {
        await task.run(new Date());
      } catch (error) {
        log?.warn({ err: error, task: task.name }, 'Scheduled work failed; it will be tried again');
        throw error;
      }
    });
  }
}
