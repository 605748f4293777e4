// Browser tests: Playwright drives the system Chromium against the built app, once on the
// embedded database and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
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

/**
 * A real OAuth 2 server on localhost stands in for Google and GitHub, so the sign-in popup runs
 * the whole redirect flow. It approves every authorization at once and answers userinfo with
 * one person (E2E_SOCIAL_*). GitHub's userinfo address points at nothing on purpose: its
 * sign-in fails, which is how the tests see the 'Invalid login credentials' toast.
 */
async function startOAuthServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  const person = {
    sub: `e2e-social-${process.pid}`,
    email: `social-${process.pid}-${Date.now()}@example.test`,
    email_verified: true,
    name: 'Sam Social',
  };
  server.service.on('beforeUserinfo', (response) => {
    response.body = person;
  });
  return {
    server,
    env: {
      E2E_SOCIAL_EMAIL: person.email,
      E2E_SOCIAL_NAME: person.name,
      GOOGLE_CLIENT_ID: 'e2e-google',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      GITHUB_CLIENT_ID: 'e2e-github',
      GITHUB_CLIENT_SECRET: 'e2e-github-secret',
      GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
      GITHUB_TOKEN_URL: `${issuer}/token`,
      GITHUB_USERINFO_URL: `${issuer}/no-such-userinfo`,
      GITHUB_EMAILS_URL: `${issuer}/no-such-emails`,
    },
  };
}

const oauth = await startOAuthServer();
const dataDir = mkdtempSync(join(tmpdir(), 'pet-adoption-e2e-'));
const postgres = process.env.TEST_DATABASE_URL
  ? await createFreshDatabase(process.env.TEST_DATABASE_URL)
  : undefined;

// spawn, not spawnSync: the OAuth server above lives in this process and must keep answering.
const child = spawn(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      ...oauth.env,
      ...(postgres ? { E2E_DATABASE_URL: postgres.url } : {}),
    },
  },
);
const status = await new Promise((resolve) => {
  child.on('exit', (code) => resolve(code ?? 1));
  child.on('error', () => resolve(1));
});

await oauth.server.stop();
await postgres?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
