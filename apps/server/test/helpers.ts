import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Notification, NotificationKind } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
// The app imports better-auth with the first identity call (decision 051). Loaded here, with
// the test file, so that no single test's time limit pays for it on a busy machine.
import '../src/features/auth/auth';
import { type App, buildApp, type LogStream } from '../src/app';
import type { AppConfig } from '../src/app-config';
import type { PageRenderLimit } from '../src/pages/render-allowance';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client';
import type { AuthLimits } from '../src/features/auth/auth.routes';
import type { ImageJobs } from '../src/features/images/image-jobs';
import { createPayments } from '../src/features/payments/providers';
import { USER_LIMITS, type UserLimits } from '../src/lib/user-limits';
import { outboxMails, users } from '../src/db/schema';
import type { NoticeMailing } from '../src/messaging/notify';
import { seedIfEmpty } from '../src/db/seed';
import { fastPasswordHashing } from './fast-password-hashing';
import { campaignBody } from './fixtures';
import { adminQuery, databaseUrl } from './postgres';

export type TestDatabase = 'pglite' | 'postgres';

/**
 * The engines every database-facing test runs on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Use with `describe.each(testDatabases)`.
 */
export const testDatabases: TestDatabase[] =
  inject('postgres') === null ? ['pglite'] : ['pglite', 'postgres'];

/** Config for a test app: quiet, and no built SPA unless a test points at one. */
export const testConfig: AppConfig = {
  nodeEnv: 'test',
  host: '127.0.0.1',
  port: 3000,
  // Uploads land here (content-hashed names, so tests may share it).
  dataDir: join(tmpdir(), 'pet-adoption-test-data'),
  logLevel: 'silent',
  trustProxy: false,
  bodyLimit: 1024 * 1024,
  webDistDir: join(tmpdir(), 'pet-adoption-no-web-build'),
  webDev: false,
  authSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  publicUrl: undefined,
  adminEmails: [],
  google: undefined,
  github: undefined,
  stripe: undefined,
  objectStorage: undefined,
  smtpUrl: undefined,
  mailFrom: 'Pet Adoption <no-reply@pets.test>',
};

/** A fresh, migrated, empty database of its own; close() also deletes it. */
export async function createTestDb(database: TestDatabase = 'pglite'): Promise<DbHandle> {
  if (database === 'pglite') {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return openPglite({ loadDataDir: snapshot });
  }

  const postgres = inject('postgres');
  if (postgres === null) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  const name = `${postgres.prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createFromTemplate(postgres.adminUrl, name, postgres.template);
  const handle = openPostgres(databaseUrl(postgres.adminUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(postgres.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function createFromTemplate(adminUrl: string, name: string, template: string) {
  // PostgreSQL refuses to copy a template while another session copies it; test files start
  // together, so wait a little and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export interface TestAppOptions {
  database?: TestDatabase;
  /** Add the demo content (seed/data.ts) first. */
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Extra routes for the test (a throwing one, say), added before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  seedImagesDir?: string;
  /** Receives the app's log lines (JSON), for tests of what is logged. */
  logStream?: LogStream;
  /** Sign-in and sign-up counters (small ones for rate-limit tests). */
  authLimits?: AuthLimits;
  /** Per-user allowances and upload quota; GENEROUS_USER_LIMITS unless a test passes small ones. */
  userLimits?: UserLimits;
  imageJobs?: ImageJobs;
  /** Where notices' e-mails go; `OUTBOX_TABLE_MAILING` keeps them in the outbox to be read. */
  mailing?: NoticeMailing;
  /** Page renders per client; GENEROUS_PAGE_RENDERS unless a test of the limit passes a small one. */
  pageRenderLimit?: PageRenderLimit;
}

/** A test file renders more pages from one address than a person would in a minute. */
const GENEROUS_PAGE_RENDERS: PageRenderLimit = { max: 1_000_000, windowMs: 60_000 };

/**
 * What tests get by default: a test file may add more pets or campaigns as one user than a
 * person would in an hour, and only the tests of the limits themselves should meet them.
 */
export const GENEROUS_USER_LIMITS: UserLimits = {
  allowances: Object.fromEntries(
    Object.entries(USER_LIMITS.allowances).map(([action, { windowMs }]) => [
      action,
      { max: 100_000, windowMs },
    ]),
  ) as UserLimits['allowances'],
  uploadQuotaBytes: 1024 ** 4,
};

export interface TestApp {
  app: App;
  handle: DbHandle;
  close(): Promise<void>;
}

/** The real app (buildApp) on a fresh database. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await createTestDb(options.database);
  try {
    if (options.seed) await seedIfEmpty(handle.db, new Date(), { demoPasswords: true });
    const app = await buildApp({
      config: { ...testConfig, ...options.config },
      db: handle.db,
      ...(options.beforeReady ? { beforeReady: options.beforeReady } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.seedImagesDir ? { seedImagesDir: options.seedImagesDir } : {}),
      ...(options.authLimits ? { authLimits: options.authLimits } : {}),
      userLimits: options.userLimits ?? GENEROUS_USER_LIMITS,
      ...(options.imageJobs ? { imageJobs: options.imageJobs } : {}),
      ...(options.mailing ? { mailing: options.mailing } : {}),
      pageRenderLimit: options.pageRenderLimit ?? GENEROUS_PAGE_RENDERS,
      passwordHashing: fastPasswordHashing,
    });
    return {
      app,
      handle,
      async close() {
        await app.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The card processor an app with `config` pays with, as server.ts hands it to the monthly gifts'
 * charging runs: the built-in test processor, or Stripe's when `config.stripe` is set.
 */
export async function cardProcessorFor(handle: DbHandle, config: Partial<AppConfig> = {}) {
  return (await createPayments({ ...testConfig, ...config }, handle.db)).provider;
}

/**
 * Notices' e-mails written to the outbox table and never sent: for tests that read what would
 * be mailed (`outboxMails`) without an SMTP server.
 */
export const OUTBOX_TABLE_MAILING: NoticeMailing = {
  outbox: {
    enqueue: async (tx, mail) => {
      await tx.insert(outboxMails).values(mail);
    },
  },
  origin: 'https://pets.example.org',
  secret: testConfig.authSecret,
};

/**
 * buildTestApp for the enclosing describe block: built before its first test, closed after
 * its last. Read `.app` and `.handle` inside tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const current = () => {
    if (!testApp) throw new Error('The test app is built in beforeAll; use it inside a test.');
    return testApp;
  };
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
    close: () => current().close(),
  };
}

/**
 * `inject(method, url, by, payload?)` on the test app as `by` (their bearer token) or signed
 * out (`undefined`): the API call every feature's tests make.
 */
export function injectAs(t: Pick<TestApp, 'app'>) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    by: { token: string } | undefined,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: by ? bearer(by.token) : {},
      ...(payload ? { payload } : {}),
    });
}

/** One JSON line of the app's log, with the fields tests of logging read. */
export interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
}

/** Runs `run` against a test app that logs at info level, then answers what it logged. */
export async function withLog(run: (app: App) => Promise<void>): Promise<LogLine[]> {
  const lines: string[] = [];
  const test = await buildTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    await run(test.app);
  } finally {
    await test.close();
  }
  return lines.map((line) => JSON.parse(line) as LogLine);
}

/** The body of an inject() answer as JSON, typed by the caller's expectation. */
export function json<T = unknown>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** A valid password: 6–16 characters, a digit and one of !@#$%^&*. */
export const TEST_PASSWORD = 'Secret#123';

export interface SignedInUser {
  id: string;
  email: string;
  /** The better-auth session cookie, ready for a `cookie` header. */
  cookie: string;
  /** A Bearer token from POST /api/jwt. */
  token: string;
}

/** `name=value; ...` from an inject() answer's Set-Cookie headers. */
export function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** Signs up through the real endpoint; answers the inject() response. */
export function signUpRequest(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body, headers });
}

export function signInRequest(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: body, headers });
}

/** A token for the session in `cookie`. */
export async function tokenFor(app: App, cookie: string, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jwt',
    headers: { cookie },
    payload: { email },
  });
  if (response.statusCode !== 200) throw new Error(`/api/jwt answered ${response.body}`);
  return json<{ token: string }>(response).token;
}

/** Signs in with e-mail and password; throws unless it worked. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  const response = await signInRequest(app, { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.body}`);
  return cookieOf(response);
}

/** A new account (signed up through better-auth), with its session cookie and a token. */
export async function createUser(
  app: App,
  { name = 'Test Person', email = `${randomUUID()}@example.com`, password = TEST_PASSWORD } = {},
): Promise<SignedInUser> {
  const response = await signUpRequest(app, {
    name,
    email,
    password,
    image: 'https://example.com/me.png',
  });
  if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.body}`);
  const { user } = json<{ user: { id: string; email: string } }>(response);
  const cookie = cookieOf(response);
  return { id: user.id, email: user.email, cookie, token: await tokenFor(app, cookie, user.email) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new account (createUser) for the enclosing describe block, made before its first test:
 * pass the block's useTestApp, call this after it, and read the fields inside tests.
 */
export function useSignedInUser(t: Pick<TestApp, 'app'>): SignedInUser {
  let user: SignedInUser | undefined;
  beforeAll(async () => {
    user = await createUser(t.app);
  });
  return madeInBeforeAll(() => user);
}

/** A SignedInUser that reads `made()` on every use, so it can be handed out before it exists. */
function madeInBeforeAll(made: () => SignedInUser | undefined): SignedInUser {
  const current = () => {
    const user = made();
    if (!user) throw new Error('The user is made in beforeAll; use it inside a test.');
    return user;
  };
  return {
    get id() {
      return current().id;
    },
    get email() {
      return current().email;
    },
    get cookie() {
      return current().cookie;
    },
    get token() {
      return current().token;
    },
  };
}

/** The people access tests ask: an owner, another user, an admin and a user the admin banned. */
export interface Cast {
  owner: SignedInUser;
  other: SignedInUser;
  admin: SignedInUser;
  banned: SignedInUser;
}

/**
 * The cast for the enclosing describe block, made before its first test (Olive Owner, Otto
 * Other, Ada Admin, and Ben Banned, whom Ada bans through the API): call this after the block's
 * useTestApp and before its own beforeAll, and read the fields inside tests.
 */
export function useCast(t: Pick<TestApp, 'app' | 'handle'>): Cast {
  let cast: Cast | undefined;
  beforeAll(async () => {
    const owner = await createUser(t.app, { name: 'Olive Owner' });
    const other = await createUser(t.app, { name: 'Otto Other' });
    const admin = await createUser(t.app, { name: 'Ada Admin' });
    const banned = await createUser(t.app, { name: 'Ben Banned' });
    await promote(t.handle, admin.id);
    const ban = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${banned.id}`,
      headers: bearer(admin.token),
    });
    expect(ban.statusCode).toBe(200);
    cast = { owner, other, admin, banned };
  });
  return {
    owner: madeInBeforeAll(() => cast?.owner),
    other: madeInBeforeAll(() => cast?.other),
    admin: madeInBeforeAll(() => cast?.admin),
    banned: madeInBeforeAll(() => cast?.banned),
  };
}

/** The person's notices through the API, newest first; only those of `kind` when given. */
export async function noticesOf(
  app: App,
  person: SignedInUser,
  kind?: NotificationKind,
): Promise<Notification[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(person.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const notices = json<Notification[]>(response);
  return kind === undefined ? notices : notices.filter((notice) => notice.kind === kind);
}

/** Adds a campaign (campaignBody) as `owner` through the API; answers its id. */
export async function createCampaign(app: App, owner: SignedInUser): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: bearer(owner.token),
    payload: campaignBody(),
  });
  return json<{ insertedId: string }>(created).insertedId;
}

/**
 * A gift as the payment screen makes it with the test processor: an intent, Stripe's good test
 * card, the record. Answers the payment's id.
 */
export async function giveByTestCard(
  app: App,
  donor: SignedInUser,
  campaignId: string,
  price: number,
  {
    cardNumber = '4242 4242 4242 4242',
    ...options
  }: {
    anonymous?: boolean;
    coverFee?: boolean;
    frequency?: 'once' | 'monthly';
    cardNumber?: string;
  } = {},
): Promise<string> {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: bearer(donor.token),
    payload: { campaignId, price, ...options },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = json<{
    clientSecret: string;
    paymentIntentId: string;
  }>(intent);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/test-provider/confirm',
    headers: bearer(donor.token),
    payload: {
      clientSecret,
      name: 'Card Holder',
      email: donor.email,
      cardNumber,
      expiry: '12/99',
      cvc: '123',
    },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const recorded = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(donor.token),
    payload: { campaignId, transactionId: paymentIntentId, price },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult.insertedId;
}

/** Makes an existing user an admin straight in the database. */
export async function promote(handle: DbHandle, id: string) {
  await handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
}

/**
 * The manage code of the monthly gift a payment belongs to, as its donor finds it: on that
 * charge in their own payment history (a receipt never carries it).
 */
export async function manageCodeOf(app: App, donor: SignedInUser, paymentId: string) {
  const response = await app.inject({ url: '/api/payments', headers: bearer(donor.token) });
  expect(response.statusCode, response.body).toBe(200);
  const payment = json<{ _id: string; manageLink: string | null }[]>(response).find(
    (row) => row._id === paymentId,
  );
  expect(payment?.manageLink).toMatch(/^\/gifts\/manage\/[0-9a-f]{32}$/);
  return payment?.manageLink?.split('/').at(-1) ?? '';
}
