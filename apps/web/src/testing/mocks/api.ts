import { vi } from 'vitest';
import { API_BASE_URL } from '@/lib/api-client';
import { categories, reviews } from './data';

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
};

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
    const path = url.pathname.startsWith(API_BASE_URL)
      ? url.pathname.slice(API_BASE_URL.length)
      : url.pathname;
    const handler = handlers[`${method as Method} ${path}`];
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
