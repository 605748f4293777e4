import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { migrateDb } from './migrate';

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and folder under `dir` that someone else could read, with its mode. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => !lstatSync(path).isSymbolicLink() && (modeOf(path) & 0o077) !== 0)
    .map((path) => `${path} ${modeOf(path).toString(8)}`);
}

const folders: string[] = [];
const freshFolder = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'pet-private-')), 'data');
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('is created private (0700), with everything inside it private too', async () => {
    const dataDir = freshFolder();
    const handle = await createDb({ dataDir, databaseUrl: undefined });
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(openToOthers(dataDir)).toEqual([]);
      await migrateDb(handle);
    } finally {
      await handle.close();
    }
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('tightens a folder others could read, and says so', async () => {
    const dataDir = freshFolder();
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const warnings: string[] = [];
    const handle = await createDb(
      { dataDir, databaseUrl: undefined },
      { onWarning: (line) => warnings.push(line) },
    );
    await handle.close();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(warnings).toEqual([
      `The data folder ${dataDir} was open to other users (mode 755); it is 700 now.`,
    ]);
  });
});
