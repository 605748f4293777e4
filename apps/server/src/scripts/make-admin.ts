// `npm run make-admin -- EMAIL`: makes an existing user an admin. The first admin of a
// deployment can also come from ADMIN_EMAILS at sign-up.
import { loadConfigOrExit } from '../config';
import { createDb } from '../db/client';
import { migrateDb } from '../db/migrate';
import { makeAdminByEmail } from '../features/users/make-admin';
import { describeStartupError, exitWithError } from '../lib/startup';

const config = loadConfigOrExit();
const email = process.argv[2];
if (email === undefined || process.argv.length > 3) {
  exitWithError('Usage: npm run make-admin -- EMAIL (the e-mail of a user who has signed up).');
}

let result;
try {
  const handle = await createDb(config);
  try {
    await migrateDb(handle);
    result = await makeAdminByEmail(handle.db, email);
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithError(describeStartupError(error, config));
}

const shown = email.trim().toLowerCase();
switch (result) {
  case 'promoted':
    process.stdout.write(`${shown} is an admin now.\n`);
    break;
  case 'already-admin':
    process.stdout.write(`${shown} was already an admin; nothing changed.\n`);
    break;
  case 'unknown-email':
    exitWithError(
      `No user has the e-mail ${shown}. They must sign up first (or list it in ADMIN_EMAILS before they do).`,
    );
    break;
  case 'invalid-email':
    exitWithError(`"${email}" is not an e-mail address. Usage: npm run make-admin -- EMAIL`);
}
