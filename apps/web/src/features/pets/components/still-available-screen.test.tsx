import { listingTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('/stillAvailable', () => {
  it('asks first, then keeps the pet listed on its button, signed out', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp('/stillAvailable?token=tok-1', {
      api: {
        'POST /petListing/still-available': ({ init }) => {
          sent.push(JSON.parse(init?.body as string));
          return { petId: 'p1', petName: 'Milo' };
        },
      },
    });
    // Opening the page (as a mail scanner does) changes nothing.
    const button = await screen.findByRole('button', { name: listingTexts.stillAvailableButton });
    expect(screen.getByText(listingTexts.stillAvailableAsk)).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(button);
    const thanks = await screen.findByText('Thanks! Milo stays listed.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(sent).toEqual([{ token: 'tok-1' }]);
    expect(screen.getByRole('link', { name: 'See Milo’s page' })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Still available' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(listingTexts.stillAvailableTitle));
  });

  it('keeps the owner’s pet listed from the app’s notice, by its id', async () => {
    let called = 0;
    const { user } = renderApp('/stillAvailable?pet=p2', {
      api: {
        'POST /petListing/p2/still-available': () => {
          called += 1;
          return { petId: 'p2', petName: 'Pip' };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: listingTexts.stillAvailableButton }),
    );
    expect(await screen.findByText('Thanks! Pip stays listed.')).toBeVisible();
    expect(called).toBe(1);
  });

  it('says why a used link did nothing, with no error page', async () => {
    const { user } = renderApp('/stillAvailable?token=used', {
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
    await user.click(
      await screen.findByRole('button', { name: listingTexts.stillAvailableButton }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
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
