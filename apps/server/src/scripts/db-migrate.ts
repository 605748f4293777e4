// `npm run db:migrate`: apply the committed migrations (the server also does this at start-up).
import { loadConfigOrExit } from '../config';
import { createDb } from '../db/client';
import { migrateDb } from '../db/migrate';
import { restrictNewFiles } from '../lib/private-data-dir';
import { describeStartupError, exitWithError } from '../lib/startup';

const config = loadConfigOrExit();
restrictNewFiles();
try {
  const handle = await createDb(config, {
    onWarning: (line) => process.stderr.write(`${line}\n`),
  });
  try {
    await migrateDb(handle);
  } finally {
    await handle.close();
  }
  process.stdout.write(`Migrations applied (${handle.kind}).\n`);
} catch (error) {
  exitWithError(describeStartupError(error, config));
}
