import type { Config } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { errorCodeOf, isDatabaseUnavailable } from './errors';

/** The database a URL names, without its password. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One line a person can act on, for a failure while starting (or in a db:* script). */
export function describeStartupError(
  error: unknown,
  config: Pick<Config, 'port' | 'dataDir' | 'databaseUrl'>,
): string {
  if (error instanceof DataDirLockedError) return error.message;
  const code = errorCodeOf(error);
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use. Stop the program using it or set PORT to another port.`;
  }
  if (config.databaseUrl !== undefined && isDatabaseUnavailable(error)) {
    const reason = code === undefined ? '' : ` (${code})`;
    return (
      `Could not connect to PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}${reason}. ` +
      'Check DATABASE_URL and that the database server is running.'
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `Cannot write to the data folder ${config.dataDir} (${code}). Set DATA_DIR to a folder this user may write.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Pet Adoption could not start: ${message.split('\n', 1)[0] ?? message}`;
}

/**
 * Which address the per-address limits count, for the start-up log: trusting too much lets a
 * forged X-Forwarded-For pick it, trusting nothing behind a proxy makes it the proxy's for all.
 */
export function describeClientAddress(trustProxy: Config['trustProxy']): string {
  if (trustProxy === false) {
    return "Client address: the connection's peer (TRUST_PROXY unset; behind a proxy every visitor shares its address).";
  }
  if (trustProxy === true) {
    return 'Client address: from X-Forwarded-For, trusting every hop (TRUST_PROXY=true): anyone can pick their address; refused in production.';
  }
  if (typeof trustProxy === 'number') {
    const hops = `${trustProxy} proxy ${trustProxy === 1 ? 'hop' : 'hops'}`;
    return `Client address: from X-Forwarded-For, trusting ${hops} (TRUST_PROXY=${trustProxy}).`;
  }
  return `Client address: from X-Forwarded-For, trusting proxies at ${trustProxy} (TRUST_PROXY).`;
}

/** Prints one line on stderr and ends the process with exit code 1. */
export function exitWithError(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
