import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen } from '@/testing/test-utils';

describe('pet details', () => {
  it('asks for the pet without a token, at the address the server preloads', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-from-last-visit');
    const calls: { address: string; authorization: string | null }[] = [];
    renderApp('/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/4b7c1f5e-2a1d-4c55-9a0e-123456789abc': ({ url, init }) => {
          calls.push({
            address: url.pathname,
            authorization: new Headers(init?.headers).get('Authorization'),
          });
          return makePet({ _id: '4b7c1f5e-2a1d-4c55-9a0e-123456789abc', petName: 'Milo' });
        },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Milo' })).toBeVisible();
    // Byte for byte the Link header's address (apps/server/src/features/pets/pets.preloads.ts).
    expect(calls).toEqual([
      { address: '/api/petListing/4b7c1f5e-2a1d-4c55-9a0e-123456789abc', authorization: null },
    ]);
  });
});
