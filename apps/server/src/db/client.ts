import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { makePrivateDir, makeTreePrivate } from '../lib/private-data-dir';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What `db.execute()` answers on both drivers: PGlite's Results and pg's QueryResult both
 * carry `rows`, and nothing else of theirs is portable.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
interface RowsResult<Row> {
  rows: Row[];
}

/**
 * The one database type services take, whichever driver is underneath: both drivers'
 * databases are PgDatabase and differ only in the raw result of `db.execute()`.
 */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** A transaction or the database: what a helper that may run inside a transaction takes. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface PgliteHandle {
  kind: 'pglite';
  db: Database;
  client: PGlite;
  close(): Promise<void>;
}
export interface PostgresHandle {
  kind: 'postgres';
  db: Database;
  client: pg.Pool;
  close(): Promise<void>;
}
export type DbHandle = PgliteHandle | PostgresHandle;

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/** The extensions every PGlite needs; migrations create pg_trgm, which must be loadable. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests restore a migrated snapshot). */
  loadDataDir?: Blob;
  /** Runs after the client has closed (releases the data folder lock). */
  afterClose?: () => Promise<void>;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteHandle> {
  const client = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    kind: 'pglite',
    db,
    client,
    async close() {
      if (!client.closed) await client.close();
      await options.afterClose?.();
    },
  };
}

export interface PostgresOptions {
  /** pg reports errors of idle pooled connections (server restarted) here; the pool recovers. */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): PostgresHandle {
  const client = new pg.Pool({
    connectionString: url,
    // Fail a request quickly (503) instead of hanging while the database is unreachable.
    connectionTimeoutMillis: 5_000,
    max: 10,
  });
  // Without a listener an idle connection's error would crash the process.
  client.on('error', (error) => options.onIdleError?.(error));
  const db = drizzlePostgres({ client, ...drizzleConfig });
  return {
    kind: 'postgres',
    db,
    client,
    async close() {
      if (!client.ended) await client.end();
    },
  };
}

export interface CreateDbOptions extends PostgresOptions {
  /** Called if the data folder lock is lost while running (see data-dir-lock.ts). */
  onLockCompromised?: (error: Error) => void;
  /** Told when the data folder was open to other users and had to be tightened. */
  onWarning?: (line: string) => void;
}

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db behind an
 * exclusive folder lock (released by close()), in a folder only this user may open.
 */
export async function createDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: CreateDbOptions = {},
): Promise<DbHandle> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, options);

  const warning = makePrivateDir(config.dataDir);
  if (warning !== undefined) options.onWarning?.(warning);
  const lock = await lockDataDir(config.dataDir, options.onLockCompromised);
  try {
    const handle = await openPglite({
      dataDir: join(config.dataDir, 'db'),
      afterClose: async () => {
        makeTreePrivate(config.dataDir);
        await lock.release();
      },
    });
    makeTreePrivate(config.dataDir);
    return handle;
  } catch (error) {
    await lock.release();
    throw error;
  }
}
