// Browser tests: Playwright drives the system Chromium against the built app on the embedded
// database and, when TEST_DATABASE_URL is set, walks the store's journeys on PostgreSQL too.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { startMailbox } from './e2e-mailbox.mjs';
import { buildWebApp, ensureWebBuild, root } from './web-build.mjs';

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

/** The files under /assets/ that the server build's pages name but its client build lacks. */
function missingAssets(buildDir) {
  const serverDir = join(buildDir, 'server');
  const server = readdirSync(serverDir, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(serverDir, name), 'utf8'))
    .join('\n');
  // Quoted and starting with a slash: a page's URL ("./assets/…" are the server's own modules).
  const named = new Set(
    [...server.matchAll(/["'`](\/assets\/[\w.-]+\.(?:js|css))\b/g)].map(([, path]) => path),
  );
  return [...named].filter((path) => !existsSync(join(buildDir, 'client', path)));
}

/**
 * Was React's development build bundled (a build run with NODE_ENV other than production)? The
 * tests must see what people get: the production build, whose hydration errors are the
 * 'Minified React error' ones.
 */
function bundlesDevelopmentReact(buildDir) {
  const assets = join(buildDir, 'client', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) =>
      readFileSync(join(assets, name), 'utf8').includes('react.dev/link/react-devtools'),
    );
}

/**
 * The servers under test render with a copy of the web build made now, so a build someone
 * starts meanwhile (it empties apps/web/dist) cannot leave pages naming scripts that are gone.
 * The copy sits under apps/web so the build's imports find the web app's packages.
 */
async function snapshotWebBuild() {
  const copy = join(root, 'apps/web/node_modules/.cache', `e2e-build-${process.pid}`);
  for (let attempt = 1; ; attempt += 1) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(join(root, 'apps/web/dist'), copy, { recursive: true });
    if (bundlesDevelopmentReact(copy)) {
      if (attempt >= 3) {
        console.error('The web build still bundles React for development.');
        process.exit(1);
      }
      console.log('The web build bundles React for development; building it for production…');
      buildWebApp();
      continue;
    }
    const missing = missingAssets(copy);
    if (missing.length === 0) return copy;
    if (attempt >= 5) {
      console.error(`The web build in apps/web/dist is incomplete (${missing.join(', ')}).`);
      process.exit(1);
    }
    console.warn('The web build changed while it was copied (another build running?); waiting.');
    await sleep(15_000);
    ensureWebBuild();
  }
}

const webBuild = await snapshotWebBuild();

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
const mailbox = await startMailbox();
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
      E2E_WEB_DIST_DIR: webBuild,
      ...oauth.env,
      ...mailbox.env,
      ...(postgres ? { E2E_DATABASE_URL: postgres.url } : {}),
    },
  },
);
const status = await new Promise((resolve) => {
  child.on('exit', (code) => resolve(code ?? 1));
  child.on('error', () => resolve(1));
});

await oauth.server.stop();
await mailbox.close();
await postgres?.drop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(webBuild, { recursive: true, force: true });
process.exit(status);
