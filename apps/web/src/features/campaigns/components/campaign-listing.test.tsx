import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign, pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, within } from '@/testing/test-utils';

describe('donation campaigns grid', () => {
  it("shows each card's figures, its progress and a link to its details", async () => {
    renderApp('/donationCampaigns', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () => [
          makeCampaign({
            _id: 'c1',
            petName: 'Biscuit',
            maximumDonation: 500,
            highestTotal: 250,
            donatedTotal: 125,
            lastDate: '2099-06-30',
          }),
          makeCampaign({ _id: 'c2', petName: 'Pablo', status: 'paused', paused: true }),
          makeCampaign({ _id: 'c3', petName: 'Juno', maximumDonation: 300, donatedTotal: 320 }),
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.nav.donationCampaigns }),
    ).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Biscuit' })).closest('article')!;
    const inCard = within(card);
    expect(inCard.getByText('Maximum donation').nextSibling).toHaveTextContent('$500');
    expect(inCard.getByText('Highest donation').nextSibling).toHaveTextContent('$250');
    expect(inCard.getByText('Last date').nextSibling).toHaveTextContent('30 Jun 2099');
    expect(inCard.getByText('Help pay for a warm shelter this winter.')).toBeVisible();
    const bar = inCard.getByRole('progressbar', { name: 'Donations for Biscuit' });
    expect(bar).toHaveAttribute('value', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '$125 raised of $500 (25%)');
    expect(inCard.queryByText('Active')).toBeNull();
    expect(inCard.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/campaingsDetails/c1',
    );
    expect(inCard.queryByText(texts.campaigns.goalReached)).toBeNull();
    const paused = screen.getByRole('heading', { name: 'Pablo' }).closest('article')!;
    expect(within(paused).getByText('Paused')).toBeVisible();

    // Past the goal, net of refunds: said in words and by the bar; the bar stops at 100%.
    const funded = within(screen.getByRole('heading', { name: 'Juno' }).closest('article')!);
    expect(funded.getByText(texts.campaigns.goalReached)).toBeVisible();
    expect(funded.getByRole('progressbar', { name: 'Donations for Juno' })).toHaveAttribute(
      'aria-valuetext',
      '$320 raised of $300 (100%), goal reached',
    );
  });

  it('Load more appends the next page, following the Link header', async () => {
    const cursors: (string | null)[] = [];
    const { user } = renderApp('/donationCampaigns', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': ({ url }) => {
          const cursor = url.searchParams.get('cursor');
          cursors.push(cursor);
          return cursor
            ? json([makeCampaign({ _id: 'c2', petName: 'Pablo' })])
            : pageResponse([makeCampaign({ _id: 'c1', petName: 'Biscuit' })], {
                next: 'abc',
                total: 2,
              });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Biscuit' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Pablo' })).toBeVisible();
    expect(cursors).toEqual([null, 'abc']);
    expect(screen.getByText('That is every campaign (2).')).toBeVisible();
  });

  it('says so when there are no campaigns, and offers a retry when loading fails', async () => {
    let fail = true;
    const { user } = renderApp('/donationCampaigns', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () =>
          fail
            ? json({ error: { code: 'INTERNAL', message: 'The server had a problem.' } }, 500)
            : [],
      },
    });
    expect(await screen.findByText('The server had a problem.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/There are no donation campaigns yet/)).toBeVisible();
  });

  it('needs a signed-in person', async () => {
    const { app } = renderApp('/donationCampaigns');
    await screen.findByRole('button', { name: texts.login.submit });
    expect(app.location().pathname).toBe('/login');
  });
});
