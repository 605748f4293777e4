// Runs once per `vitest run`, before any server test file: migrates one database per engine so
// each test file can start from a copy instead of migrating again.
// - PGlite: a migrated in-memory database dumped to a tarball; files restore it (~0.5 s).
// - PostgreSQL (only when TEST_DATABASE_URL is set): a migrated template database; each file
//   gets `CREATE DATABASE ... TEMPLATE` of it, dropped when the file ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client';
import { migrateDb } from '../src/db/migrate';
import { createJobQueue, createMailQueue, MAIL_RETRY_POLICY } from '../src/messaging/mail-queue';
import { databaseUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite snapshot (a dumpDataDir tarball). */
    pgliteSnapshot: string;
    /** Set when TEST_DATABASE_URL is: where to create each file's database, and from what. */
    postgres: { adminUrl: string; template: string; prefix: string } | null;
  }
}

/**
 * The job queue's own tables (pg-boss installs them on its first start, a few seconds on PGlite),
 * so each test that starts the queue finds them made.
 */
async function installJobQueue(handle: DbHandle) {
  const boss = createJobQueue(handle, (error) => {
    throw error;
  });
  await boss.start();
  await createMailQueue(boss, MAIL_RETRY_POLICY);
  await boss.stop({ graceful: true, timeout: 5_000 });
}

async function snapshotPglite(folder: string): Promise<string> {
  const handle = await openPglite();
  try {
    await migrateDb(handle);
    await installJobQueue(handle);
    const dump = await handle.client.dumpDataDir('gzip');
    const path = join(folder, 'pglite-migrated.tar.gz');
    writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  } finally {
    await handle.close();
  }
}

async function dropDatabases(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

async function prepareTemplate(adminUrl: string, prefix: string) {
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrl(adminUrl, template));
  try {
    await migrateDb(handle);
    await installJobQueue(handle);
  } finally {
    // No session may stay connected to a template while databases are created from it.
    await handle.close();
  }
  return template;
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'pet-adoption-server-tests-'));
  project.provide('pgliteSnapshot', await snapshotPglite(folder));

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgres', null);
    process.stdout.write(
      'Server tests run on PGlite only: set TEST_DATABASE_URL to run them on PostgreSQL too.\n',
    );
    return () => rmSync(folder, { recursive: true, force: true });
  }

  // One prefix per run, so parallel runs on one server never touch each other's databases.
  const prefix = `pet_adoption_test_${process.pid}_${Date.now().toString(36)}_`;
  try {
    const template = await prepareTemplate(adminUrl, prefix);
    project.provide('postgres', { adminUrl, template, prefix });
  } catch (error) {
    await dropDatabases(adminUrl, prefix).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL could not be prepared: ${reason}`, {
      cause: error,
    });
  }
  return async () => {
    await dropDatabases(adminUrl, prefix);
    rmSync(folder, { recursive: true, force: true });
  };
}
