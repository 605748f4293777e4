// `npm run db:reset`: delete every row and table, then migrate and add the demo content again.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigOrExit } from '../config';
import { type DbHandle, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrateDb } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { makePrivateDir, restrictNewFiles } from '../lib/private-data-dir';
import { describeStartupError, exitWithError } from '../lib/startup';

const config = loadConfigOrExit();
restrictNewFiles();

// A reset of a production database is almost certainly a mistake; make it deliberate.
if (config.nodeEnv === 'production' && !process.argv.includes('--force')) {
  exitWithError(
    'Refusing to reset a database with NODE_ENV=production. Add --force if you mean it.',
  );
}

async function emptyDatabase(): Promise<DbHandle> {
  if (config.databaseUrl !== undefined) {
    const handle = openPostgres(config.databaseUrl);
    // Our tables, the pg_trgm extension (in public) and drizzle's migration journal.
    await handle.client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
    );
    return handle;
  }
  const warning = makePrivateDir(config.dataDir);
  if (warning !== undefined) process.stderr.write(`${warning}\n`);
  // The lock keeps a running server from having its files deleted under it.
  const lock = await lockDataDir(config.dataDir);
  try {
    rmSync(join(config.dataDir, 'db'), { recursive: true, force: true });
    return await openPglite({
      dataDir: join(config.dataDir, 'db'),
      afterClose: () => lock.release(),
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

try {
  const handle = await emptyDatabase();
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db, new Date(), {
      demoPasswords: config.nodeEnv !== 'production',
    });
  } finally {
    await handle.close();
  }
  process.stdout.write(`The ${handle.kind} database was reset and the demo content added.\n`);
} catch (error) {
  exitWithError(describeStartupError(error, config));
}
