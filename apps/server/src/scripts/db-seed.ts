// `npm run db:seed`: add the demo content, but only to an empty database.
import { loadConfigOrExit } from '../config';
import { createDb } from '../db/client';
import { migrateDb } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { restrictNewFiles } from '../lib/private-data-dir';
import { describeStartupError, exitWithError } from '../lib/startup';

const config = loadConfigOrExit();
restrictNewFiles();
try {
  const handle = await createDb(config, {
    onWarning: (line) => process.stderr.write(`${line}\n`),
  });
  let seeded: boolean;
  try {
    await migrateDb(handle);
    seeded = await seedIfEmpty(handle.db, new Date(), {
      demoPasswords: config.nodeEnv !== 'production',
    });
  } finally {
    await handle.close();
  }
  process.stdout.write(
    seeded
      ? 'Added the demo content.\n'
      : 'The database already has content, so nothing was added. `npm run db:reset` starts over.\n',
  );
} catch (error) {
  exitWithError(describeStartupError(error, config));
}
