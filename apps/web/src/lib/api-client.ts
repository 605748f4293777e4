import type { ErrorCode } from '@pet-adoption/shared';
import type { z } from 'zod';

/** Same origin in every environment: Vite proxies it in development, the server serves it. */
export const API_BASE_URL = '/api';
/** SPEC §7 names the storage key; the auth feature writes and removes it. */
export const ACCESS_TOKEN_KEY = 'access-token';

/** The server's codes plus the two failures only the browser can see. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * Every failed call rejects with this, whatever went wrong, so screens branch on `status` and
 * `code` and can always show `message` (a sentence meant for people).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Plain data is sent as JSON; FormData (image uploads) is sent as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * false for the identity calls themselves (/auth/*, /jwt): they run on the session cookie, so
   * they carry no Bearer header, and their 401 means "not signed in", not "signed out by force".
   */
  authenticated?: boolean;
  /** Receives the response headers of a successful answer (getPage reads the paging ones). */
  onHeaders?: (headers: Headers) => void;
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

// Used only when the answer is not the API's own error shape (a proxy page, a gateway timeout).
function fallbackMessage(status: number) {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return 'The request could not be completed.';
}

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then the call simply goes unauthenticated.
    return null;
  }
}

export function writeAccessToken(token: string | null) {
  try {
    if (token === null) window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    else window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the token lives only as long as this call chain; nothing to clean up.
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * SPEC §6: a 401/403 on an authenticated call signs the user out. That belongs to the auth
 * layer, which this module may not import (shared code never imports features), so the auth
 * provider registers itself here. Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

function buildUrl(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** zod and the client's own schemas, loaded with the first call rather than with the entry. */
const loadSchemas = () => import('./api-schemas');

/**
 * A schema, or a function that imports it. The shell's and Home's calls pass importers, so
 * neither zod nor the shared schemas are part of what a first paint waits for (decision 014).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** An importer for a list of `item`. */
export function listOf<S extends z.ZodType>(item: SchemaSource<S>) {
  return async () => {
    const [{ arrayOf }, schema] = await Promise.all([loadSchemas(), resolveSchema(item)]);
    return arrayOf(schema);
  };
}

/** An importer for "any answer": identity calls whose body nobody reads. */
export const anyAnswer = async () => (await loadSchemas()).AnyAnswerSchema;

async function toApiError(response: Response): Promise<ApiError> {
  const [body, { readErrorBody }] = await Promise.all([readJson(response), loadSchemas()]);
  const read = readErrorBody(body);
  const code = read?.code ?? CODE_BY_STATUS[response.status] ?? 'INTERNAL';
  const fields = read && 'fields' in read ? read.fields : undefined;
  return new ApiError(
    response.status,
    code,
    read?.message ?? fallbackMessage(response.status),
    fields,
  );
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One fetch wrapper for the whole app. The answer is validated with `schema`, so a screen never
 * renders data of a shape it did not expect. A 401/403 on an authenticated call is also handed
 * to the auth layer's handler (see setUnauthorizedHandler) before the call rejects.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  { method = 'GET', body, query, signal, authenticated = true, onHeaders }: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = new Headers({ Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = authenticated ? readAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The schema (and the module that reads error answers) download while the request runs, not
  // after it: on the shell's and Home's calls they are imports.
  const answerSchema = resolveSchema(schema);
  answerSchema.catch(() => undefined);
  void loadSchemas().catch(() => undefined);

  let response: Response;
  try {
    // same-origin credentials carry the identity library's session cookie.
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the abort to propagate.
    if (isAbort(error)) throw error;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach the server. Check your connection and try again.',
    );
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (token && (response.status === 401 || response.status === 403)) onUnauthorized?.(error);
    throw error;
  }

  onHeaders?.(response.headers);
  const [answer, resolved] = await Promise.all([readJson(response), answerSchema]);
  const parsed = resolved.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an answer this page does not understand. Please reload and try again.',
    );
  }
  return parsed.data;
}

type CallOptions = Pick<RequestOptions, 'signal' | 'authenticated'>;

export const api = {
  get: <S extends z.ZodType>(
    path: string,
    schema: SchemaSource<S>,
    options?: Omit<RequestOptions, 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: SchemaSource<S>,
    options?: CallOptions,
  ) => apiRequest(path, schema, { ...options, method: 'POST', body }),
  patch: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: SchemaSource<S>,
    options?: CallOptions,
  ) => apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};

export type Page<T> = { items: T[]; nextCursor: string | null; total: number | null };

/** The cursor of the `Link: <url>; rel="next"` header (DESIGN §2), or null on the last page. */
export function parseNextCursor(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (!match?.[1]) continue;
    const url = new URL(match[1], 'http://localhost');
    return url.searchParams.get('cursor');
  }
  return null;
}

/**
 * A list call that also reads the paging headers: the items, the next page's cursor (from
 * `Link`) and the total (from `X-Total-Count`). Errors behave as in apiRequest.
 */
export async function getPage<S extends z.ZodType>(
  path: string,
  itemSchema: SchemaSource<S>,
  options: Omit<RequestOptions, 'body' | 'method'> = {},
): Promise<Page<z.output<S>>> {
  let headers: Headers | null = null;
  const items = await apiRequest(path, listOf(itemSchema), {
    ...options,
    method: 'GET',
    onHeaders: (value) => {
      headers = value;
    },
  });
  const received = headers as Headers | null;
  const totalHeader = received?.get('X-Total-Count');
  const total = totalHeader ? Number(totalHeader) : null;
  return {
    items,
    nextCursor: parseNextCursor(received?.get('Link') ?? null),
    total: total !== null && Number.isFinite(total) ? total : null,
  };
}
