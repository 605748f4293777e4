// Builds the web app when its build is missing or older than its sources (used by start and e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/server/index.js');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
].map((path) => join(root, path));

/** Newest modification time under a file or folder (0 when it does not exist). */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((path) => newestChange(path) > builtAt);
}

/** Builds the web app; exits the process with the build's status when the build fails. */
export function buildWebApp() {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    // Always React's production build: a caller's NODE_ENV (vitest sets 'test') would otherwise
    // make Vite bundle React's development build, several times larger and slower.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('The web app did not build; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (its build is missing or older than its sources)…');
  buildWebApp();
}
