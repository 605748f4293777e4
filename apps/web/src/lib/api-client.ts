import { ApiErrorSchema, type ErrorCode } from '@pet-adoption/shared';
import type { z } from 'zod';

/** Same origin in every environment: Vite proxies it in development, the server serves it. */
export const API_BASE_URL = '/api';
/** SPEC §7 names the storage key; the sign-in flow of a later issue writes it. */
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

function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then the call simply goes unauthenticated.
    return null;
  }
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

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ApiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  const code = CODE_BY_STATUS[response.status] ?? 'INTERNAL';
  return new ApiError(response.status, code, fallbackMessage(response.status));
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One fetch wrapper for the whole app. The answer is validated with `schema`, so a screen never
 * renders data of a shape it did not expect. A 401/403 is only reported here: signing the user
 * out (SPEC §6) belongs to the auth layer, which reacts to `ApiError.status`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, query, signal }: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = new Headers({ Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the abort to propagate.
    if (isAbort(error)) throw error;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach the server. Check your connection and try again.',
    );
  }

  if (!response.ok) throw await toApiError(response);

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an answer this page does not understand. Please reload and try again.',
    );
  }
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    apiRequest(path, schema, { method: 'POST', body }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    apiRequest(path, schema, { method: 'PATCH', body }),
  delete: <S extends z.ZodType>(path: string, schema: S) =>
    apiRequest(path, schema, { method: 'DELETE' }),
};
