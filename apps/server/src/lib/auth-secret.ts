import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * AUTH_SECRET, or outside production one kept in DATA_DIR/auth-secret (created on first start,
 * readable only by this user), so a restart keeps everyone signed in without any set-up.
 * config.ts already refuses production without AUTH_SECRET.
 */
export async function resolveAuthSecret(
  config: Pick<Config, 'authSecret' | 'dataDir' | 'nodeEnv'>,
): Promise<string> {
  if (config.authSecret !== undefined) return config.authSecret;
  if (config.nodeEnv === 'production') throw new Error('AUTH_SECRET is required in production.');

  const path = join(config.dataDir, 'auth-secret');
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  // writeFile's mode is ignored when the file already existed (an empty one, say).
  await chmod(path, 0o600);
  return secret;
}
