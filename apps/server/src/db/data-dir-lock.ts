import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, holderPid: number | undefined) {
    const holder = holderPid === undefined ? '' : ` (lock held by PID ${holderPid})`;
    super(
      `Another Pet Adoption server is already using the data folder ${dataDir}${holder}. ` +
        'Stop it first or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  hostname: string;
}

// proper-lockfile refreshes the lock's mtime every STALE_MS / 2; a lock older than STALE_MS
// belongs to a process that died without releasing it (kill -9, power loss).
const STALE_MS = 10_000;

function readHolder(path: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value === 'object' && value !== null && 'pid' in value && 'hostname' in value) {
      const { pid, hostname: host } = value;
      if (typeof pid === 'number' && typeof host === 'string') return { pid, hostname: host };
    }
  } catch {
    // Missing or half-written: the holder is unknown.
  }
  return undefined;
}

/** Folders this process holds, to tell our own live locks from a leftover with our PID. */
const heldHere = new Set<string>();

/** True only when the holder is certainly gone: same machine and no such process. */
function holderIsGone(holder: Holder, dataDir: string): boolean {
  if (holder.hostname !== hostname()) return false;
  // A restarted container reuses PIDs: a lock with our PID that we did not take is a leftover.
  if (holder.pid === process.pid) return !heldHere.has(dataDir);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes an exclusive lock on the data folder: PGlite has no lock of its own, and two
 * processes writing one PGlite folder corrupt it. The lock is a directory (atomic mkdir, works
 * on network file systems) beside a `server.pid` file naming the holder for the message.
 * A lock whose holder crashed is taken over at once when its PID is gone on this machine, and
 * in any case once it goes stale.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = join(dataDir, 'server.lock');
  const pidPath = join(dataDir, 'server.pid');
  const options = { lockfilePath: lockPath, stale: STALE_MS, onCompromised };

  const acquire = () => lockfile.lock(dataDir, options);
  let release: () => Promise<void>;
  try {
    release = await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolder(pidPath);
    if (holder === undefined || !holderIsGone(holder, dataDir)) {
      throw new DataDirLockedError(dataDir, holder?.pid);
    }
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await acquire();
    } catch (retryError) {
      // Someone else took it over in the meantime.
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirLockedError(dataDir, readHolder(pidPath)?.pid);
    }
  }

  writeFileSync(pidPath, JSON.stringify({ pid: process.pid, hostname: hostname() }), {
    mode: 0o600,
  });
  heldHere.add(dataDir);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(dataDir);
      rmSync(pidPath, { force: true });
      await release();
    },
  };
}
