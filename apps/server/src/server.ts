import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { createDb, type DbHandle } from './db/client';
import { migrateDb } from './db/migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from './db/seed';
import { scheduleAdoptionContactErasure } from './features/adoptions/adoption-retention';
import { remindOwners } from './features/adoptions/adoption-reminders';
import { ListingCache } from './features/pets/listing-cache';
import { checkStaleListings } from './features/pets/stale-listings';
import { inviteHappyTails } from './features/happy-tails/happy-tail-invites';
import { monthlyGiftsTask } from './features/monthly-gifts/monthly-charges';
import { createPayments } from './features/payments/providers';
import { createNotify } from './messaging/notify';
import { startScheduledWork } from './lib/scheduled-work';
import { resolveAuthSecret } from './lib/auth-secret';
import { connectRedis, redisRateLimitStore } from './lib/redis-rate-limit-store';
import { restrictNewFiles } from './lib/private-data-dir';
import { describeClientAddress, describeStartupError, exitWithError } from './lib/startup';

// The process: config → database (locked) → migrations → demo content → app → listen.
// Everything an HTTP request touches lives in app.ts.

const config = loadConfigOrExit();
// DATA_DIR holds password hashes and the auth secret: what this process writes stays private.
restrictNewFiles();
const warnings: string[] = [];
let log: FastifyBaseLogger | undefined;
let handle: DbHandle | undefined;
let redis: Redis | undefined;

try {
  handle = await createDb(config, {
    onLockCompromised: (error) => {
      // Another process may now be writing the same PGlite folder: stop before corrupting it.
      exitWithError(`Lost the lock on the data folder ${config.dataDir}: ${error.message}`);
    },
    onIdleError: (error) => log?.warn({ err: error }, 'A pooled database connection failed'),
    onWarning: (line) => warnings.push(line),
  });
  await migrateDb(handle);
  const demoPasswords = config.nodeEnv !== 'production';
  const seeded = await seedIfEmpty(handle.db, new Date(), { demoPasswords });

  const authSecret = await resolveAuthSecret(config);
  redis = config.redisUrl === undefined ? undefined : await connectRedis(config.redisUrl);
  const rateLimitStore =
    redis &&
    redisRateLimitStore(redis, (error) =>
      log?.warn({ err: error }, 'Redis is unreachable: rate limits are not counted meanwhile'),
    );
  // E-mail goes through the job queue in the database; loaded here, after the configuration is
  // known to be good, so a bad variable is reported without waiting for the queue's libraries.
  const { createMessaging } = await import('./messaging/messaging');
  const messaging = createMessaging({ handle, config, secret: authSecret });
  const { redactUnsentMails } = await import('./messaging/mail-queue');
  const { dailyDigestTask, queuePetMatching, startAlertWorker } =
    await import('./features/saved-searches/alert-queue');
  const { db: database } = handle;
  const notify = createNotify(messaging.mailing);
  const alertWork = { db: database, notify };
  // Made here so the scheduled pause of stale listings can empty it like a write does.
  const petListingCache = new ListingCache();
  // Made here so the monthly gifts' charges use the same processor as the API.
  const payments = await createPayments({ ...config, authSecret }, database);
  const app = await buildApp({
    config: { ...config, authSecret },
    db: handle.db,
    payments,
    rateLimitStore,
    mailing: messaging.mailing,
    petListingCache,
    petsListed: queuePetMatching(messaging.boss),
  });
  log = app.log;
  for (const line of warnings) app.log.warn(line);
  await messaging.start(app.log);
  // Hourly: the rules count in days, so an hour late is nothing, each run is a couple of
  // indexed statements, and a server that was down catches up within the hour.
  await startAlertWorker(messaging.boss, alertWork, { log: app.log });
  await startScheduledWork(
    messaging.boss,
    [
      {
        name: 'adoption-reminders',
        cron: '5 * * * *',
        run: (now) => remindOwners(database, notify, config.reminderDays, now),
      },
      {
        name: 'stale-listings',
        cron: '20 * * * *',
        run: (now) =>
          checkStaleListings(
            {
              db: database,
              notify,
              staleDays: config.staleListingDays,
              clearListing: () => petListingCache.clear(),
            },
            now,
          ),
      },
      dailyDigestTask(alertWork),
      {
        name: 'happy-tails',
        cron: '50 * * * *',
        run: (now) => inviteHappyTails(database, notify, now),
      },
      {
        name: 'outbox-redaction',
        cron: '45 * * * *',
        run: (now) => redactUnsentMails(database, now),
      },
      monthlyGiftsTask({ db: database, provider: payments.provider, notify }),
    ],
    { log: app.log },
  );
  if (seeded) app.log.info('The database was empty: added the demo content.');
  // Decided adoption requests lose phone and address after the retention period.
  const stopErasure = scheduleAdoptionContactErasure(handle.db, app.log);

  const db = handle;
  const counters = redis;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an unexpected error');
    else app.log.info(`${signal ?? 'Close'} received: finishing open requests, then stopping`);
    stopErasure();
    await app.close();
    await messaging.stop();
    await db.close();
    await counters?.quit();
  });

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host;
  process.stdout.write(`Pet Adoption is running at http://${shownHost}:${config.port}\n`);
  process.stdout.write(`${describeClientAddress(config.trustProxy)}\n`);
  if (demoPasswords) {
    // Demo accounts only exist with passwords outside production; say how to use them.
    const lines = DEMO_ACCOUNTS.map(
      ({ email, password, role }) => `  ${role.padEnd(5)}  ${email}  password: ${password}`,
    );
    process.stdout.write(`Demo accounts (not in production):\n${lines.join('\n')}\n`);
  }
} catch (error) {
  const line = describeStartupError(error, config);
  if (config.logLevel === 'debug' || config.logLevel === 'trace') {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? '') : String(error)}\n`);
  }
  await handle?.close().catch(() => undefined);
  redis?.disconnect();
  exitWithError(line);
}
