import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('createDonationCampaign screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates the campaign, says so, then goes on to My donation campaigns', async () => {
    // jsdom has no object URLs; the preview only needs an address.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => undefined;
      },
    );
    mockUpload({ status: 200, body: uploadedImage });
    let created = false;
    const { user, app } = renderApp('/dashboard/createDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'POST /campaigns': () => {
          created = true;
          return { insertedId: 'c9' };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a donation campaign' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | Create a donation campaign'),
    );

    await user.upload(
      screen.getByLabelText('Image'),
      new File(['bytes'], 'biscuit.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText("Preview of the campaign's picture")).toBeVisible();
    await user.type(screen.getByLabelText('Pet Name'), 'Biscuit');
    await user.type(screen.getByLabelText('Maximum Donation'), '500');
    await user.type(screen.getByLabelText('Highest Total'), '50');
    await user.type(screen.getByLabelText('Last Date'), '2099-05-01');
    await user.type(screen.getByLabelText('Short Description'), 'Food for the winter.');
    await user.type(screen.getByLabelText('Long Description'), 'Thirty dogs need food.');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByText('The campaign for Biscuit was created')).toBeInTheDocument();
    expect(created).toBe(true);
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/myDonationCampaign'), {
      timeout: 3000,
    });
  });
});
