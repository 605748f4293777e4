import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ACCESS_TOKEN_KEY, setUnauthorizedHandler } from './access-token';
import { api, getPage, parseNextCursor } from './api-client';
import { ApiError } from './api-error';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, headers: new Headers(init.headers), init };
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail.');
}

afterEach(() => window.localStorage.clear());

describe('api client', () => {
  it('calls below /api and returns the validated answer', async () => {
    const fetchMock = stubFetch(jsonResponse([{ id: 1 }]));
    const data = await api.get('/things', z.array(z.object({ id: z.number() })), {
      query: { category: 'cat', search: undefined, limit: 24 },
    });
    expect(data).toEqual([{ id: 1 }]);
    expect(sentHeaders(fetchMock).url).toBe('/api/things?category=cat&limit=24');
  });

  it('sends the stored access token as a Bearer header, and none without one', async () => {
    let fetchMock = stubFetch(jsonResponse({}));
    await api.get('/me', z.object({}));
    expect(sentHeaders(fetchMock).headers.has('Authorization')).toBe(false);

    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'abc.def.ghi');
    fetchMock = stubFetch(jsonResponse({}));
    await api.get('/me', z.object({}));
    expect(sentHeaders(fetchMock).headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends bodies as JSON', async () => {
    const fetchMock = stubFetch(jsonResponse({ insertedId: 'x' }, 201));
    await api.post('/pets', { petName: 'Milo' }, z.object({ insertedId: z.string() }));
    const { headers, init } = sentHeaders(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"petName":"Milo"}');
  });

  it("turns the API's error shape into a typed ApiError", async () => {
    stubFetch(
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please fix the marked fields.',
            fields: { petName: 'This Pet Name field is required' },
          },
        },
        400,
      ),
    );
    const error = await rejection(api.post('/pets', {}, z.object({})));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please fix the marked fields.',
      fields: { petName: 'This Pet Name field is required' },
    });
  });

  it('still gives a status, a code and a sentence when the error is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await rejection(api.get('/category', z.array(z.unknown())))).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'The server had a problem. Please try again in a moment.',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await rejection(api.get('/category', z.array(z.unknown())))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('rejects an answer of the wrong shape instead of passing it on', async () => {
    stubFetch(jsonResponse({ not: 'a list' }));
    expect(await rejection(api.get('/category', z.array(z.unknown())))).toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports a 401/403 on an authenticated call to the auth layer, and only then', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    const unauthorized = () =>
      jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'No.' } }, 401);

    // No token: nobody was signed in, so nobody is signed out.
    stubFetch(unauthorized());
    await rejection(api.get('/users', z.unknown()));
    expect(handler).not.toHaveBeenCalled();

    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'abc');
    // Identity calls run on the cookie: no Bearer header and no forced sign-out.
    const fetchMock = stubFetch(unauthorized());
    await rejection(api.post('/jwt', {}, z.unknown(), { authenticated: false }));
    expect(sentHeaders(fetchMock).headers.has('Authorization')).toBe(false);
    expect(handler).not.toHaveBeenCalled();

    stubFetch(jsonResponse({ error: { code: 'FORBIDDEN', message: 'Banned.' } }, 403));
    await rejection(api.get('/users', z.unknown()));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));

    unregister();
    stubFetch(unauthorized());
    await rejection(api.get('/users', z.unknown()));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('getPage', () => {
  it('reads the items, the next cursor from Link and the total from X-Total-Count', async () => {
    stubFetch(
      new Response(JSON.stringify([{ id: 1 }]), {
        headers: {
          'Content-Type': 'application/json',
          Link: '</api/petListing?limit=1&cursor=abc%3D%3D>; rel="next"',
          'X-Total-Count': '7',
        },
      }),
    );
    const page = await getPage('/petListing', z.object({ id: z.number() }));
    expect(page).toEqual({ items: [{ id: 1 }], nextCursor: 'abc==', total: 7 });
  });

  it('has no next cursor on the last page', () => {
    expect(parseNextCursor(null)).toBeNull();
    expect(parseNextCursor('</api/x?cursor=a>; rel="prev"')).toBeNull();
  });
});
