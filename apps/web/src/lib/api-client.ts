import {
  ApiErrorSchema,
  apiUrl,
  ERROR_CODE_BY_STATUS,
  fallbackErrorMessage,
  type ApiQuery,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { readAccessToken, renewTokenIfDue, reportUnauthorized } from './access-token';
import { ApiError } from './api-error';
import { transport } from './api-transport';

/*
 * The one fetch wrapper, which checks every answer against its zod schema. Only the features'
 * request modules import it, and those load on a screen's first call (see features/pets/api/
 * pets.ts): a first visit to Home makes no call in the browser, so it loads neither this nor
 * zod. What the rest of the app needs without calling (ApiError, the stored token) lives in
 * api-error.ts and access-token.ts.
 */

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Plain data is sent as JSON; FormData (image uploads) is sent as multipart. */
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
  /**
   * false for calls that carry no Bearer header: the identity calls themselves (/auth/*, /jwt),
   * which run on the session cookie and whose 401 means "not signed in", not "signed out by
   * force", and public reads that the server also makes while it renders a page, where there is
   * no token.
   */
  authenticated?: boolean;
  /** Receives the response headers of a successful answer (getPage reads the paging ones). */
  onHeaders?: (headers: Headers) => void;
  /** `text` for a file the server makes (a CSV download): its text, checked by `schema`. */
  responseType?: 'json' | 'text';
};

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

// The API's shape with a code of another vocabulary: the test card processor's 402 answers
// carry the card provider's codes (card_declined…), and their message must reach the person.
const ForeignErrorSchema = z.object({
  error: z.object({ message: z.string().check(z.minLength(1)) }),
});

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  const code = ERROR_CODE_BY_STATUS[response.status] ?? 'INTERNAL';
  const foreign = ForeignErrorSchema.safeParse(body);
  if (foreign.success) return new ApiError(response.status, code, foreign.data.error.message);
  return new ApiError(response.status, code, fallbackErrorMessage(response.status));
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One fetch wrapper for the whole app. The answer is validated with `schema`, so a screen never
 * renders data of a shape it did not expect. A 401/403 on an authenticated call is also handed
 * to the auth layer's handler (see setUnauthorizedHandler) before the call rejects.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  {
    method = 'GET',
    body,
    query,
    signal,
    authenticated = true,
    onHeaders,
    responseType = 'json',
  }: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = new Headers({ Accept: responseType === 'json' ? 'application/json' : '*/*' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (authenticated) await renewTokenIfDue();
  const token = authenticated ? readAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    // same-origin credentials carry the identity library's session cookie.
    response = await transport(apiUrl(path, query), {
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
    if (token && (response.status === 401 || response.status === 403)) reportUnauthorized(error);
    throw error;
  }

  onHeaders?.(response.headers);
  const parsed = schema.safeParse(
    responseType === 'json' ? await readJson(response) : await response.text(),
  );
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an answer this page does not understand. Please reload and try again.',
    );
  }
  return parsed.data;
}

type CallOptions = Pick<RequestOptions, 'signal' | 'authenticated' | 'onHeaders'>;

export const api = {
  get: <S extends z.ZodMiniType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  patch: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  put: <S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  delete: <S extends z.ZodMiniType>(path: string, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};

export type Page<T> = { items: T[]; nextCursor: string | null; total: number | null };

/** The cursor of the `Link: <url>; rel="next"` header, or null on the last page. */
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
export async function getPage<S extends z.ZodMiniType>(
  path: string,
  itemSchema: S,
  options: Omit<RequestOptions, 'body' | 'method'> = {},
): Promise<Page<z.output<S>>> {
  let headers: Headers | null = null;
  const items = await apiRequest(path, z.array(itemSchema), {
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
