import { vi } from 'vitest';
import { API_PREFIX, PET_FACET_FIELDS } from '@pet-adoption/shared';
import { categories, reviews, type TestUser } from './data';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A canned answer: a Response as is, or anything else sent as a 200 JSON body. */
type Handler = (request: { url: URL; init: RequestInit | undefined }) => unknown;
export type ApiHandlers = Partial<Record<`${Method} ${string}`, Handler>>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A request that never answers: for asserting loading states. */
export const pending = () => new Promise<never>(() => {});

export const defaultHandlers: ApiHandlers = {
  'GET /category': () => categories,
  'GET /reviews': () => reviews,
  // An empty listing, so screens that pass through /petListing need no handler of their own.
  'GET /petListing': () => [],
  // Pet listing's counts: none, unless a test says otherwise.
  'GET /petListing/facets': () => ({
    total: 0,
    facets: Object.fromEntries(PET_FACET_FIELDS.map((field) => [field, {}])),
  }),
  // The home page's campaigns section; an empty list unless a test says otherwise.
  'GET /campaigns': () => [],
  // Signed out, and no social providers configured, unless a test says otherwise.
  'GET /auth/get-session': () => null,
  'GET /config': () => ({ socialProviders: { google: false, github: false } }),
  // The navbar's bell, once someone is signed in: nothing new unless a test says otherwise.
  'GET /notifications/unread-count': () => ({ count: 0 }),
  'GET /notifications': () => [],
  // The hearts on cards and Pet details, once someone is signed in: nothing saved.
  'GET /favorites/ids': () => ({ petIds: [] }),
};

/**
 * Answers for calls whose path names a record, for any record: a pet's happy tails are none
 * unless a test says otherwise.
 */
const defaultPatterns: [RegExp, () => unknown][] = [
  [/^GET \/petListing\/[^/]+\/happy-tails$/, () => []],
];

/** The answers that make the app see `user` as signed in (and admin or not). */
export function signedInHandlers(user: TestUser, { admin = false } = {}): ApiHandlers {
  return {
    'GET /auth/get-session': () => ({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.photoURL,
        emailVerified: user.emailVerified,
      },
      session: { id: 's1', userId: user.id, expiresAt: '2099-01-01T00:00:00.000Z' },
    }),
    'POST /jwt': () => ({ token: `token-for-${user.email}` }),
    [`GET /users/admin/${encodeURIComponent(user.email)}`]: () => ({ admin }),
  };
}

function toUrl(input: RequestInfo | URL) {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url, window.location.origin);
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (below /api). Like MSW's
 * onUnhandledRequest: 'error', a call nobody handles reports a console.error, which the setup
 * turns into a failed test. Returns the mock so tests can inspect the calls.
 */
export function mockApi(overrides: ApiHandlers = {}) {
  const handlers: ApiHandlers = { ...defaultHandlers, ...overrides };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = toUrl(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_PREFIX)
      ? url.pathname.slice(API_PREFIX.length)
      : url.pathname;
    const key = `${method as Method} ${path}` as const;
    const handler = handlers[key] ?? defaultPatterns.find(([pattern]) => pattern.test(key))?.[1];
    if (!handler) {
      console.error(`Unhandled request in test: ${method} ${url.pathname}${url.search}`);
      return json({ error: { code: 'NOT_FOUND', message: 'No test handler.' } }, 404);
    }
    const answer = await handler({ url, init });
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
