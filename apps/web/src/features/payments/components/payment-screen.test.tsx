import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const testProvider = {
  'GET /config': () => ({
    socialProviders: { google: false, github: false },
    paymentProvider: 'test',
    stripePublishableKey: null,
  }),
};

describe('payment screen', () => {
  it('names the campaign beside the card form, with a link back to its details', async () => {
    renderApp('/dashboard/payment?campaign=c1', {
      api: {
        ...signedInHandlers(bob),
        ...testProvider,
        'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    const campaign = await screen.findByRole('region', { name: 'You are donating to Biscuit' });
    expect(campaign).toContainElement(screen.getByRole('img', { name: 'Biscuit' }));
    expect(screen.getByRole('link', { name: 'Campaign details' })).toHaveAttribute(
      'href',
      '/campaingsDetails/c1',
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toContainElement(
      screen.getByLabelText('Donation amount'),
    );
  });

  it('says why a paused campaign takes no donations, and offers the others instead of a form', async () => {
    renderApp('/dashboard/payment?campaign=c1', {
      api: {
        ...signedInHandlers(bob),
        ...testProvider,
        'GET /campaigns/c1': () =>
          makeCampaign({ _id: 'c1', petName: 'Biscuit', status: 'paused', paused: true }),
      },
    });
    expect(await screen.findByText(/This campaign is paused by its owner/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a campaign' })).toHaveAttribute(
      'href',
      '/donationCampaigns',
    );
    expect(screen.queryByLabelText('Donation amount')).toBeNull();
  });

  it('without a campaign it says what to do and links to the campaigns', async () => {
    renderApp('/dashboard/payment', { api: signedInHandlers(bob) });
    expect(await screen.findByText(/A donation goes to one campaign/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a campaign' })).toHaveAttribute(
      'href',
      '/donationCampaigns',
    );
    expect(screen.queryByLabelText('Donation amount')).toBeNull();
  });

  it('with an unknown campaign it says so', async () => {
    renderApp('/dashboard/payment?campaign=nope', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns/nope': () =>
          json({ error: { code: 'NOT_FOUND', message: 'No such campaign.' } }, 404),
      },
    });
    expect(await screen.findByText(/We could not find that campaign/)).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('Donation amount')).toBeNull());
  });
});
