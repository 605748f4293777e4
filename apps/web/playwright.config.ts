import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_EMAIL } from './e2e/helpers';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which finds Chromium, builds the web app
// and copies the build aside, and prepares a fresh data folder and, with TEST_DATABASE_URL, a
// fresh PostgreSQL database.
const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const basePort = Number(process.env.E2E_PORT ?? 3210);
const webBuild = process.env.E2E_WEB_DIST_DIR;

interface Target {
  name: string;
  port: number;
  env: Record<string, string>;
  /** The spec files this target runs; every one when unset. */
  testMatch?: string[];
}

/**
 * On PostgreSQL the browser walks one journey, the one through the store's sessions, its job
 * queue and the mail server; every rule behind the screens runs on both databases in the server
 * tests, and screens, keyboard and axe do not depend on the database (decision 077).
 */
const POSTGRES_JOURNEYS = ['messaging'];
const targets: Target[] = [
  {
    name: 'pglite',
    port: basePort,
    env: { DATA_DIR: process.env.E2E_DATA_DIR ?? `${root}/data/e2e-pglite` },
  },
];
if (process.env.E2E_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    port: basePort + 1,
    env: {
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR: `${process.env.E2E_DATA_DIR ?? `${root}/data`}/e2e-postgres`,
    },
    testMatch: POSTGRES_JOURNEYS.map((journey) => `**/${journey}.e2e.ts`),
  });
}

// Set by scripts/e2e.mjs: the local OAuth server standing in for Google and GitHub.
const providerEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      /^(GOOGLE|GITHUB)_/.test(entry[0]) && entry[1] !== undefined,
  ),
);

const reporter: PlaywrightTestConfig['reporter'] = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
  ? [['list'], ['json']]
  : [['list']];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter,
  // Generous: the machine that runs these is often busy with other builds and tests, and axe
  // alone takes several seconds on a full page.
  timeout: 60_000,
  // A navigation that loads its route's data took over Playwright's default 5 s of waiting
  // while the two-core machine ran two servers and two browsers at once.
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // The machine has no network beyond localhost: keep Chromium from reaching out.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: targets.map((target) => ({
    name: target.name,
    ...(target.testMatch ? { testMatch: target.testMatch } : {}),
    use: { baseURL: `http://127.0.0.1:${target.port}` },
  })),
  webServer: targets.map((target) => ({
    // With scripts/e2e.mjs's copy of the build, the server runs on it as it is (start.mjs would
    // first rebuild apps/web/dist if a source changed since).
    command: webBuild ? 'node --import tsx apps/server/src/server.ts' : 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${target.port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...target.env,
      ...providerEnv,
      ...(webBuild ? { WEB_DIST_DIR: webBuild } : {}),
      // Set by scripts/e2e.mjs: the mailbox the tests read e-mails from.
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      PORT: String(target.port),
      HOST: '127.0.0.1',
    },
  })),
});
