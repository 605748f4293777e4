import { afterEach, describe, expect, it } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { DbHandle } from '../db/client';
import { createTestDb, testDatabases } from '../../test/helpers';
import { createJobQueue } from '../messaging/mail-queue';
import { startScheduledWork } from './scheduled-work';

describe.each(testDatabases)('scheduled work on %s', { timeout: 60_000 }, (database) => {
  let handle: DbHandle | undefined;
  let boss: PgBoss | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: true, timeout: 5_000 });
    await handle?.close();
    boss = undefined;
    handle = undefined;
  });

  it('registers the schedule, and a job sent to it runs the task with the time', async () => {
    handle = await createTestDb(database);
    const errors: Error[] = [];
    boss = createJobQueue(handle, (error) => errors.push(error));
    await boss.start();

    const runs: Date[] = [];
    let ran: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const task = {
      name: 'test-hourly',
      cron: '0 * * * *',
      run: (now: Date) => {
        runs.push(now);
        ran();
        return Promise.resolve();
      },
    };
    await startScheduledWork(boss, [task], { pollingIntervalSeconds: 0.5 });
    // A second copy starting with the same tasks keeps one schedule.
    await startScheduledWork(boss, [task], { pollingIntervalSeconds: 0.5 });

    const schedules = await boss.getSchedules('test-hourly');
    expect(schedules.map(({ cron, timezone }) => ({ cron, timezone }))).toEqual([
      { cron: '0 * * * *', timezone: 'UTC' },
    ]);

    const before = Date.now();
    await boss.send('test-hourly', {});
    await first;
    expect(runs).toHaveLength(1);
    expect(runs[0]?.getTime()).toBeGreaterThanOrEqual(before);
    expect(errors).toEqual([]);
  });
});
