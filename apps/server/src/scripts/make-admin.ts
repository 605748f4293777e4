// `npm run make-admin -- EMAIL [NAME]`: makes that user an admin, creating the account (with a
// password read from stdin) when nobody has signed up with the address. This is how a
// production deployment gets its first admin (decision 018).
import { loadConfigOrExit } from '../config';
import { createDb } from '../db/client';
import { migrateDb } from '../db/migrate';
import { createAdmin, makeAdminByEmail } from '../features/users/make-admin';
import { restrictNewFiles } from '../lib/private-data-dir';
import { describeStartupError, exitWithError } from '../lib/startup';
import { readPassword } from './read-password';

const USAGE = 'Usage: npm run make-admin -- EMAIL [NAME]';

const config = loadConfigOrExit();
restrictNewFiles();
const [email, name, ...extra] = process.argv.slice(2);
if (email === undefined || extra.length > 0) exitWithError(USAGE);
const address: string = email;
const shown = address.trim().toLowerCase();

/** What to print: a line on stdout, or one on stderr and exit code 1. */
type Outcome = { ok: boolean; line: string };

async function run(db: Parameters<typeof makeAdminByEmail>[0]): Promise<Outcome> {
  const result = await makeAdminByEmail(db, address);
  if (result === 'invalid-email') {
    return { ok: false, line: `"${address}" is not an e-mail address. ${USAGE}` };
  }
  if (result === 'promoted') return { ok: true, line: `${shown} is an admin now.` };
  if (result === 'already-admin') {
    return { ok: true, line: `${shown} was already an admin; nothing changed.` };
  }
  const password = await readPassword(
    `Nobody has signed up as ${shown}: creating that account as an admin.\nIts password: `,
  );
  const created = await createAdmin(db, {
    email: address,
    password,
    ...(name === undefined ? {} : { name }),
  });
  if (created.outcome === 'invalid') return { ok: false, line: created.message };
  if (created.outcome === 'exists') {
    return { ok: false, line: `${shown} signed up meanwhile; run the command again to decide.` };
  }
  return { ok: true, line: `${shown} is an admin now; they sign in with that password.` };
}

let outcome: Outcome;
try {
  const handle = await createDb(config, {
    onWarning: (line) => process.stderr.write(`${line}\n`),
  });
  try {
    await migrateDb(handle);
    outcome = await run(handle.db);
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithError(describeStartupError(error, config));
}
if (!outcome.ok) exitWithError(outcome.line);
process.stdout.write(`${outcome.line}\n`);
