import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The data folder holds password hashes, sessions, roles and the auth secret: another account
// on the host that could read it could sign in as anyone, and one that could write it could
// make itself admin. Owner only, then.
const OWNER_ONLY = 0o700;
const OTHERS = 0o077;

/** From here on, what this process creates is its user's alone (files 0600, folders 0700). */
export function restrictNewFiles(): void {
  process.umask(OTHERS);
}

/**
 * Creates `dir` as 0700, or takes group and others off an existing one. Answers a warning line
 * when it had to: the files inside may have been read already.
 */
export function makePrivateDir(dir: string): string | undefined {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & OTHERS) === 0) return undefined;
  chmodSync(dir, mode & OWNER_ONLY);
  return `The data folder ${dir} was open to other users (mode ${mode.toString(8)}); it is ${(mode & OWNER_ONLY).toString(8)} now.`;
}

/**
 * Takes group and others off everything under `dir`. PGlite creates its files with the
 * process umask (0644 under the usual 022), and files made by an older version stay as they
 * were; the entry points also set restrictNewFiles() for what comes later.
 */
export function makeTreePrivate(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      const mode = statSync(path).mode & 0o777;
      if ((mode & OTHERS) !== 0) chmodSync(path, mode & OWNER_ONLY);
    } catch (error) {
      // A file the database removed meanwhile needs nothing.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
