import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { json, mockApi } from '@/testing/mocks/api';
import { followStillAvailableLink } from './still-available';

/* The loader of /stillAvailable, as the server runs it when the e-mailed link is opened. */

const link = (query: string) => `http://localhost/stillAvailable${query}`;

describe('following the Still available link', () => {
  it('posts the token, without signing in, and answers the pet kept listed', async () => {
    const sent: { body: unknown; authorization: string | null }[] = [];
    mockApi({
      'POST /petListing/still-available': ({ init }) => {
        sent.push({
          body: JSON.parse(init?.body as string),
          authorization: new Headers(init?.headers).get('Authorization'),
        });
        return { petId: 'p1', petName: 'Milo' };
      },
    });
    expect(await followStillAvailableLink(link('?token=tok-1'))).toEqual({
      outcome: 'kept',
      petId: 'p1',
      petName: 'Milo',
    });
    expect(sent).toEqual([{ body: { token: 'tok-1' }, authorization: null }]);
  });

  it("says the API's sentence for a used or unknown link", async () => {
    mockApi({
      'POST /petListing/still-available': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { token: 'This link was already used or is not valid.' },
            },
          },
          400,
        ),
    });
    expect(await followStillAvailableLink(link('?token=used'))).toEqual({
      outcome: 'refused',
      message: 'This link was already used or is not valid.',
    });
  });

  it('calls nothing for a link without its token', async () => {
    // No handler: a call would fail the test.
    mockApi({});
    expect(await followStillAvailableLink(link(''))).toEqual({ outcome: 'incomplete' });
    expect(await followStillAvailableLink(link('?token='))).toEqual({ outcome: 'incomplete' });
  });

  it("leaves a failure on the server's side to the error page", async () => {
    mockApi({
      'POST /petListing/still-available': () =>
        json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500),
    });
    await expect(followStillAvailableLink(link('?token=t'))).rejects.toBeInstanceOf(ApiError);
  });
});
