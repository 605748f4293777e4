import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildTestApp,
  cookieOf,
  createUser,
  json,
  TEST_PASSWORD,
  testDatabases,
} from '../../../test/helpers';
import { createAuthLimits } from './auth.routes';
import { ACCOUNT_MAX_ATTEMPTS, FREE_TRIES } from './sign-in-throttle';

const CLIENT_A = '203.0.113.10';
const CLIENT_B = '198.51.100.20';

/** A clock the throttle reads, moved by hand so waits take no real time. */
function fakeClock() {
  let time = Date.parse('2026-11-24T12:00:00Z');
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

async function throttledApp(database: (typeof testDatabases)[number]) {
  const clock = fakeClock();
  const test = await buildTestApp({ database, authLimits: createAuthLimits(undefined, clock) });
  return { ...test, clock };
}

const signInFrom = (app: App, remoteAddress: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });

const changePasswordFrom = (app: App, remoteAddress: string, cookie: string, current: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    payload: { currentPassword: current, newPassword: 'Changed#9' },
    headers: { cookie },
    remoteAddress,
  });

// Each test checks dozens of passwords with a memory-hard hash: slow on a busy machine.
const SLOW = 90_000;

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe.each(testDatabases)('sign-in throttling on %s', (database) => {
  it(
    "lets the owner in from another address while a stranger's guesses are slowed",
    async () => {
      const { app, clock, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        let wrong = 0;
        while (wrong < 10) {
          const guess = await signInFrom(app, CLIENT_A, person.email, `Wrong#${wrong}`);
          if (guess.statusCode === 429) clock.advance(retryAfter(guess) * 1000);
          else {
            expect(guess.statusCode).toBe(401);
            wrong += 1;
          }
        }
        const stillGuessing = await signInFrom(app, CLIENT_A, person.email, 'Wrong#99');
        expect(stillGuessing.statusCode).toBe(429);

        const owner = await signInFrom(app, CLIENT_B, person.email, TEST_PASSWORD);
        expect(owner.statusCode).toBe(200);
        expect(cookieOf(owner)).not.toBe('');
      } finally {
        await test.close();
      }
    },
    SLOW,
  );

  it(
    'makes one client wait growing delays, with an honest Retry-After',
    async () => {
      const { app, clock, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        for (let i = 0; i < FREE_TRIES; i++) {
          expect((await signInFrom(app, CLIENT_A, person.email, 'Wrong#1')).statusCode).toBe(401);
        }
        const waits: number[] = [];
        for (let round = 0; round < 4; round++) {
          const refused = await signInFrom(app, CLIENT_A, person.email, 'Wrong#1');
          expect(refused.statusCode).toBe(429);
          const { error } = json<{ error: { code: string; message: string } }>(refused);
          expect(error.code).toBe('RATE_LIMITED');
          expect(error.message).toMatch(/wait \d+ seconds? and try again\.$/);
          const seconds = retryAfter(refused);
          waits.push(seconds);
          // Not a millisecond early: even the right password is not looked at yet.
          clock.advance(seconds * 1000 - 1);
          const early = await signInFrom(app, CLIENT_A, person.email, TEST_PASSWORD);
          expect(early.statusCode).toBe(429);
          expect(retryAfter(early)).toBe(1);
          clock.advance(1);
          expect((await signInFrom(app, CLIENT_A, person.email, 'Wrong#2')).statusCode).toBe(401);
        }
        for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);

        // Another client, and the same client on another account, are not held up.
        const other = await createUser(app);
        expect((await signInFrom(app, CLIENT_A, other.email, 'Wrong#1')).statusCode).toBe(401);
        expect((await signInFrom(app, CLIENT_B, person.email, 'Wrong#1')).statusCode).toBe(401);
      } finally {
        await test.close();
      }
    },
    SLOW,
  );

  it(
    "caps the delays at a minute and clears the client's count on a success",
    async () => {
      const { app, clock, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        let longest = 0;
        for (let tries = 0; tries < 20;) {
          const guess = await signInFrom(app, CLIENT_A, person.email, 'Wrong#1');
          if (guess.statusCode === 429) {
            longest = Math.max(longest, retryAfter(guess));
            clock.advance(retryAfter(guess) * 1000);
          } else tries += 1;
        }
        expect(longest).toBeGreaterThan(1);
        expect(longest).toBeLessThanOrEqual(60);

        const blocked = await signInFrom(app, CLIENT_A, person.email, TEST_PASSWORD);
        expect(blocked.statusCode).toBe(429);
        clock.advance(retryAfter(blocked) * 1000);
        expect((await signInFrom(app, CLIENT_A, person.email, TEST_PASSWORD)).statusCode).toBe(200);
        for (let i = 0; i < FREE_TRIES; i++) {
          expect((await signInFrom(app, CLIENT_A, person.email, 'Wrong#1')).statusCode).toBe(401);
        }
      } finally {
        await test.close();
      }
    },
    SLOW,
  );

  it(
    'stops a burst of parallel guesses from one client at the free tries',
    async () => {
      const { app, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        const answers = await Promise.all(
          Array.from({ length: FREE_TRIES + 10 }, (_, i) =>
            signInFrom(app, CLIENT_A, person.email, `Wrong#${i}`),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_TRIES);
        expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      } finally {
        await test.close();
      }
    },
    SLOW,
  );

  it(
    'guards the current password of change-password the same way',
    async () => {
      const { app, clock, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        for (let i = 0; i < FREE_TRIES; i++) {
          const wrong = await changePasswordFrom(app, CLIENT_A, person.cookie, 'Wrong#1');
          expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
          expect(wrong.statusCode).toBeLessThan(429);
        }
        const refused = await changePasswordFrom(app, CLIENT_A, person.cookie, TEST_PASSWORD);
        expect(refused.statusCode).toBe(429);
        expect(json(refused)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
        // The same count as sign-in: this client is slowed on this account everywhere.
        const signInMeanwhile = await signInFrom(app, CLIENT_A, person.email, TEST_PASSWORD);
        expect(signInMeanwhile.statusCode).toBe(429);

        clock.advance(retryAfter(refused) * 1000);
        const changed = await changePasswordFrom(app, CLIENT_A, person.cookie, TEST_PASSWORD);
        expect(changed.statusCode).toBe(200);
        // The success cleared the count: the free tries are back.
        for (let i = 0; i < FREE_TRIES; i++) {
          const wrong = await changePasswordFrom(app, CLIENT_A, person.cookie, 'Wrong#1');
          expect(wrong.statusCode).toBeLessThan(429);
        }
      } finally {
        await test.close();
      }
    },
    SLOW,
  );

  it(
    'caps an account attacked from many addresses, except where its owner signed in before',
    async () => {
      const { app, clock, ...test } = await throttledApp(database);
      try {
        const person = await createUser(app);
        const home = '192.0.2.200';
        expect((await signInFrom(app, home, person.email, TEST_PASSWORD)).statusCode).toBe(200);

        let refusedStranger: Awaited<ReturnType<typeof signInFrom>> | undefined;
        for (let tries = 0; tries < ACCOUNT_MAX_ATTEMPTS + FREE_TRIES; tries++) {
          // Each address makes only its free tries, so no single client is ever slowed.
          const address = `10.9.0.${Math.floor(tries / FREE_TRIES)}`;
          const guess = await signInFrom(app, address, person.email, 'Wrong#1');
          if (guess.statusCode === 429) {
            refusedStranger = guess;
            break;
          }
          expect(guess.statusCode).toBe(401);
        }
        expect(refusedStranger?.statusCode).toBe(429);
        const seconds = retryAfter(refusedStranger!);
        expect(seconds).toBeGreaterThan(60);

        // The owner, from where they signed in before, is not refused.
        expect((await signInFrom(app, home, person.email, TEST_PASSWORD)).statusCode).toBe(200);

        // A new address waits until the account's window ends, and not longer.
        const newcomer = '192.0.2.201';
        clock.advance(seconds * 1000 - 1000);
        expect((await signInFrom(app, newcomer, person.email, TEST_PASSWORD)).statusCode).toBe(429);
        clock.advance(1000);
        expect((await signInFrom(app, newcomer, person.email, TEST_PASSWORD)).statusCode).toBe(200);
      } finally {
        await test.close();
      }
    },
    SLOW,
  );
});
