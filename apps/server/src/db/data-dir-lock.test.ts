import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pet-adoption-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The PID of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 999_999;

describe('the data folder lock', () => {
  it('refuses a second open of the same folder with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await createDb({ dataDir, databaseUrl: undefined });
    try {
      const second = createDb({ dataDir, databaseUrl: undefined });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Another Pet Adoption server is already using the data folder ${dataDir} ` +
          `(lock held by PID ${process.pid}). Stop it first or set DATA_DIR to another folder.`,
      );
    } finally {
      await first.close();
    }

    // Closing released it.
    const third = await createDb({ dataDir, databaseUrl: undefined });
    await third.close();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('lets a second folder be used at the same time', async () => {
    const a = await lockDataDir(newDataDir());
    const b = await lockDataDir(newDataDir());
    await a.release();
    await b.release();
  });

  it('takes over at once a lock left by a process that died', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'server.lock'));
    writeFileSync(
      join(dataDir, 'server.pid'),
      JSON.stringify({ pid: deadPid(), hostname: hostname() }),
    );

    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it('takes over a leftover lock with our own PID (a restarted container reuses PIDs)', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'server.lock'));
    writeFileSync(
      join(dataDir, 'server.pid'),
      JSON.stringify({ pid: process.pid, hostname: hostname() }),
    );

    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it('respects a fresh lock whose holder it cannot check (another machine)', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'server.lock'));
    writeFileSync(
      join(dataDir, 'server.pid'),
      JSON.stringify({ pid: deadPid(), hostname: 'some-other-host' }),
    );

    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
  });
});
