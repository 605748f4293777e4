import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { prefetchPage } from './route-data';

const failing = (error: ApiError) => () => Promise.reject(error);

/** The status of the answer a loader throws (React Router's `data()`), or null when it renders. */
async function pageStatus(fill: Parameters<typeof prefetchPage>[0]) {
  try {
    await prefetchPage(fill);
    return null;
  } catch (thrown) {
    if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) {
      const { init } = thrown as { init: ResponseInit | null };
      return init?.status ?? null;
    }
    throw thrown;
  }
}

const unavailable = new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
const broken = new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
const unreachable = new ApiError(0, 'NETWORK_ERROR', 'We could not reach the server.');
const missing = new ApiError(404, 'NOT_FOUND', 'No such pet.');
const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests.');
const forbidden = new ApiError(403, 'FORBIDDEN', 'You are not allowed to do this.');
const signedOut = new ApiError(401, 'UNAUTHORIZED', 'Please sign in again.');

describe('prefetchPage, while the server renders a page', () => {
  it.each([
    ['the API failed on its side (503)', unavailable, 503],
    ['the API failed on its side (500)', broken, 503],
    ['the API could not be reached', unreachable, 503],
    ['the record does not exist', missing, 404],
    // Refusals answer with their own status: no spinner waits for a script to say so.
    ['the API refused for now (429)', limited, 429],
    ['the API refused (403)', forbidden, 403],
    ['the sign-in has ended (401)', signedOut, 401],
  ])('a query the page waits for: %s → %s', async (_case, error, status) => {
    expect(
      await pageStatus((queryClient) =>
        queryClient.fetchQuery({ queryKey: ['pet'], queryFn: failing(error) }),
      ),
    ).toBe(status);
  });

  it.each([
    ['the API failed on its side', broken, 503],
    ['the API could not be reached', unreachable, 503],
    // A section the screen shows in its place (a profile not made yet, a list not its own).
    ['the API refused for now', limited, null],
    ['the API refused', forbidden, null],
    ['the API does not know it', missing, null],
  ])('one of several sections: %s → %s', async (_case, error, status) => {
    expect(
      await pageStatus((queryClient) =>
        Promise.all([
          queryClient.prefetchQuery({ queryKey: ['reviews'], queryFn: () => ['fine'] }),
          queryClient.prefetchQuery({ queryKey: ['pets'], queryFn: failing(error) }),
        ]),
      ),
    ).toBe(status);
  });

  it("hands the API's sentence to the error page, the one the scripted screen shows", async () => {
    const thrown = await prefetchPage((queryClient) =>
      queryClient.fetchQuery({ queryKey: ['donators'], queryFn: failing(forbidden) }),
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      data: { message: 'You are not allowed to do this.' },
      init: { status: 403 },
    });
  });

  it('asks once: the visitor does not wait for tries the error page makes anyway', async () => {
    let calls = 0;
    const status = await pageStatus((queryClient) =>
      queryClient.prefetchQuery({
        queryKey: ['pets'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(unavailable);
        },
      }),
    );
    expect(status).toBe(503);
    expect(calls).toBe(1);
  });

  it('hands the answers on when every query succeeded', async () => {
    const routeData = await prefetchPage((queryClient) =>
      queryClient.prefetchQuery({ queryKey: ['reviews'], queryFn: () => ['fine'] }),
    );
    expect(routeData.dehydrated.queries.map((query) => query.state.data)).toEqual([['fine']]);
  });
});
