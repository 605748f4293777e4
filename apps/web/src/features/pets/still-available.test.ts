import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { json, mockApi } from '@/testing/mocks/api';
import { followStillAvailableForm, readStillAvailableLink } from './still-available';

/* The loader and action of /stillAvailable, as the server runs them without scripts. */

const link = (query: string) => `http://localhost/stillAvailable${query}`;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the Still available page', () => {
  it('reads the link without calling anything: a mail scanner opening it changes nothing', () => {
    // No handler: a call would fail the test.
    mockApi({});
    expect(readStillAvailableLink(link('?token=tok-1'))).toEqual({
      outcome: 'ask',
      key: { token: 'tok-1' },
    });
    expect(readStillAvailableLink(link('?pet=p1'))).toEqual({ outcome: 'ask', key: { pet: 'p1' } });
    expect(readStillAvailableLink(link(''))).toEqual({ outcome: 'incomplete' });
    expect(readStillAvailableLink(link('?token='))).toEqual({ outcome: 'incomplete' });
  });

  it('posts the token on the button, without signing in, and answers the pet kept listed', async () => {
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
    expect(await followStillAvailableForm(form({ token: 'tok-1' }))).toEqual({
      outcome: 'kept',
      petId: 'p1',
      petName: 'Milo',
    });
    expect(sent).toEqual([{ body: { token: 'tok-1' }, authorization: null }]);
  });

  it("says the API's sentence for a used link or someone else's pet", async () => {
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
      'POST /petListing/p9/still-available': () =>
        json({ error: { code: 'FORBIDDEN', message: 'Only the owner can.' } }, 403),
    });
    expect(await followStillAvailableForm(form({ token: 'used' }))).toEqual({
      outcome: 'refused',
      message: 'This link was already used or is not valid.',
    });
    expect(await followStillAvailableForm(form({ pet: 'p9' }))).toEqual({
      outcome: 'refused',
      message: 'Only the owner can.',
    });
  });

  it('calls nothing for a form without its token or pet', async () => {
    mockApi({});
    expect(await followStillAvailableForm(form({}))).toEqual({ outcome: 'incomplete' });
  });

  it("leaves a failure on the server's side to the error page", async () => {
    mockApi({
      'POST /petListing/still-available': () =>
        json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500),
    });
    await expect(followStillAvailableForm(form({ token: 't' }))).rejects.toBeInstanceOf(ApiError);
  });
});
