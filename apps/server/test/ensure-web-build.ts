// Runs once per `vitest run`, before any server test file: the page tests render the real web
// app, and `npm test` runs them before anything else has built it.
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { ensureWebBuild, root } from '../../../scripts/web-build.mjs';

// A build empties dist/ as it starts, so two test runs building at once break each other's
// build. One builds while the others wait, and they then find the build fresh.
const LOCK = join(root, 'node_modules', '.web-build.lock');
// The build holds this process's event loop (a synchronous child), so the lock is not refreshed
// meanwhile: only a lock this old is a crashed run's leftover.
const STALE_MS = 15 * 60_000;

export default async function setup() {
  const release = await lockfile.lock(root, {
    lockfilePath: LOCK,
    stale: STALE_MS,
    retries: { retries: 15 * 60, minTimeout: 1000, maxTimeout: 1000 },
    onCompromised: () => undefined,
  });
  try {
    ensureWebBuild();
  } finally {
    await release().catch(() => undefined);
  }
}
