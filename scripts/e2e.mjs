// Browser tests: Playwright drives the system Chromium against the built app, once on the
// embedded database and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureWebBuild, root } from './web-build.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  const message = `Chromium was not found at ${chromium}: install it (apt-get install chromium) or set CHROME_PATH.`;
  if (isCI) {
    console.error(
      `${banner}\n${message}\nUnder CI the browser tests may not be skipped.\n${banner}`,
    );
    process.exit(1);
  }
  console.warn(`${banner}\nBROWSER TESTS SKIPPED. ${message}\n${banner}`);
  process.exit(0);
}

ensureWebBuild();

/** A fresh, empty PostgreSQL database beside the one TEST_DATABASE_URL names. */
async function createFreshDatabase(baseUrl) {
  const url = new URL(baseUrl);
  const name = `pet_adoption_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'pet-adoption-e2e-'));
const postgres = process.env.TEST_DATABASE_URL
  ? await createFreshDatabase(process.env.TEST_DATABASE_URL)
  : undefined;

const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      ...(postgres ? { E2E_DATABASE_URL: postgres.url } : {}),
    },
  },
);

await postgres?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
