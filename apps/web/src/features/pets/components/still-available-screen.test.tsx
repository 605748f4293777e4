import { listingTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('/stillAvailable', () => {
  it('thanks the owner, signed out, with a link to the pet', async () => {
    renderApp('/stillAvailable?token=tok-1', {
      api: { 'POST /petListing/still-available': () => ({ petId: 'p1', petName: 'Milo' }) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Milo stays listed.');
    expect(screen.getByRole('link', { name: 'See Milo’s page' })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Still available' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(listingTexts.stillAvailableTitle));
  });

  it('says why a used link did nothing, with no error page', async () => {
    renderApp('/stillAvailable?token=used', {
      api: {
        'POST /petListing/still-available': () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                fields: { token: 'This link was already used.' },
              },
            },
            400,
          ),
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('This link was already used.');
    expect(
      screen.getByRole('link', { name: listingTexts.stillAvailableToDashboard }),
    ).toBeVisible();
  });

  it('says a link without its token is incomplete', async () => {
    renderApp('/stillAvailable');
    expect(await screen.findByRole('status')).toHaveTextContent(
      listingTexts.stillAvailableIncomplete,
    );
  });
});
