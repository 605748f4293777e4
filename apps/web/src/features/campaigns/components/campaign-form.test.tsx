import { texts } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

/** Stands in for the browser's upload: reports progress, then answers like the image host. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    FakeUpload.last = this;
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
  }
  finish(url: string) {
    this.status = 200;
    this.responseText = JSON.stringify({
      success: true,
      data: { display_url: url, card_url: url, width: 1600, height: 1200, size: 1000 },
    });
    this.onload?.();
  }
}

const FIELDS = [
  'Image',
  'Pet Name',
  'Maximum Donation',
  'Highest Total',
  'Last Date',
  'Short Description',
  'Long Description',
];

describe('createDonationCampaign', () => {
  it("shows the required-field message for every empty field and the 'Unknown' hint", async () => {
    let posted = false;
    const { user } = renderApp('/dashboard/createDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'POST /campaigns': () => {
          posted = true;
          return { insertedId: 'c9' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    await screen.findByRole('link', { name: texts.fieldRequired('Image') });
    for (const field of FIELDS) {
      expect(screen.getByRole('link', { name: texts.fieldRequired(field) })).toBeVisible();
    }
    expect(screen.getByLabelText('Pet Name')).toHaveAccessibleDescription(
      /Enter 'Unknown' if the pet is unknown\./,
    );
    expect(posted).toBe(false);
  });

  it('uploads the picture with progress, refuses a past last date, then creates the campaign', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    // jsdom has no object URLs; the preview only needs some address.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
    let body: Record<string, unknown> | null = null;
    const { user, app } = renderApp('/dashboard/createDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'POST /campaigns': ({ init }) => {
          body = JSON.parse(init?.body as string) as Record<string, unknown>;
          return { insertedId: 'c9' };
        },
        'GET /campaigns': () => [],
        // Bob's own pets, for the Pet select.
        'GET /petListing': ({ url }) =>
          url.searchParams.get('email') === bob.email ? [{ _id: 'p7', petName: 'Pip' }] : [],
      },
    });
    const file = new File(['png'], 'biscuit.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Image'), file);
    // A press during the upload is held and sent when it ends, so the button stays pressable.
    expect(screen.getByRole('button', { name: 'Create Campaign' })).not.toHaveAttribute(
      'aria-disabled',
    );
    FakeUpload.last!.progress(40);
    // The bar shows as the upload starts, at 0: the 40 comes with the next render.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'value',
        '40',
      ),
    );
    FakeUpload.last!.finish('/uploads/abc-1600.webp');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeEnabled(),
    );
    expect(screen.getByAltText("Preview of the campaign's picture")).toBeVisible();

    await user.type(screen.getByLabelText('Pet Name'), 'Unknown');
    await user.selectOptions(
      screen.getByLabelText('Pet (optional)'),
      await screen.findByRole('option', { name: 'Pip' }),
    );
    await user.type(screen.getByLabelText('Maximum Donation'), '500');
    await user.type(screen.getByLabelText('Highest Total'), '120.50');
    await user.type(screen.getByLabelText('Short Description'), 'Food for the winter.');
    await user.type(screen.getByLabelText('Long Description'), 'Thirty dogs need food.');
    const lastDate = screen.getByLabelText('Last Date');
    await user.type(lastDate, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(
      await screen.findByRole('link', { name: 'The last date cannot be in the past.' }),
    ).toBeVisible();
    expect(body).toBeNull();
    await user.clear(lastDate);
    await user.type(lastDate, '2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('The campaign for Unknown was created')).toBeInTheDocument();
    expect(body).toEqual({
      image: '/uploads/abc-1600.webp',
      petName: 'Unknown',
      maximumDonation: 500,
      highestTotal: 120.5,
      lastDate: '2099-05-01',
      shortDescription: 'Food for the winter.',
      longDescription: 'Thirty dogs need food.',
      petId: 'p7',
    });
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/myDonationCampaign'), {
      timeout: 3000,
    });
  });
});

describe('campaign form errors', () => {
  /** The update screen for Biscuit's campaign, filled and valid, answering PATCH with `answer`. */
  async function renderUpdate(answer: () => unknown = () => ({ modifiedCount: 1 })) {
    const campaign = makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email });
    const rendered = renderApp('/dashboard/updateDonationCampaign/c1', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns/c1': () => campaign,
        'PATCH /campaigns/c1': answer,
      },
    });
    await screen.findByLabelText('Pet Name');
    return rendered;
  }

  it('marks every field required', async () => {
    renderApp('/dashboard/createDonationCampaign', { api: signedInHandlers(bob) });
    await screen.findByRole('button', { name: 'Create Campaign' });
    for (const label of FIELDS) expectMarkedRequired(screen.getByLabelText(label), label);
  });

  it('takes the person to the first wrong field in the form, which reads out its message', async () => {
    const { user } = renderApp('/dashboard/createDonationCampaign', {
      api: signedInHandlers(bob),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(screen.getByLabelText('Image')).toHaveFocus());
    expect(screen.getByLabelText('Maximum Donation')).toHaveAccessibleDescription(
      `The goal, in US dollars. ${texts.fieldRequired('Maximum Donation')}`,
    );
  });

  it('goes to a wrong field further down when the ones above are right', async () => {
    const { user } = await renderUpdate();
    await user.clear(screen.getByLabelText('Highest Total'));
    await user.type(screen.getByLabelText('Highest Total'), '-5');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    const highest = screen.getByLabelText('Highest Total');
    await waitFor(() => expect(highest).toHaveFocus());
    expect(highest).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    const { user } = await renderUpdate(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { maximumDonation: 'Donations have already passed this goal.' },
          },
        },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    const maximum = screen.getByLabelText('Maximum Donation');
    await waitFor(() => expect(maximum).toHaveFocus());
    expect(maximum).toHaveAccessibleDescription(
      'The goal, in US dollars. Donations have already passed this goal.',
    );
  });

  it('announces a failure no field explains, leaving focus alone', async () => {
    const { user } = await renderUpdate(() =>
      json({ error: { code: 'CONFLICT', message: 'This campaign has ended.' } }, 409),
    );
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This campaign has ended.');
    for (const label of FIELDS) expect(screen.getByLabelText(label)).not.toHaveFocus();
  });
});

describe('updateDonationCampaign', () => {
  it('is prefilled and keeps the current image when no new one is chosen', async () => {
    const campaign = makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email });
    let body: Record<string, unknown> | null = null;
    const { user } = renderApp('/dashboard/updateDonationCampaign/c1', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns/c1': () => campaign,
        'PATCH /campaigns/c1': ({ init }) => {
          body = JSON.parse(init?.body as string) as Record<string, unknown>;
          return { modifiedCount: 1 };
        },
      },
    });
    const name = await screen.findByLabelText('Pet Name');
    expect(name).toHaveValue('Biscuit');
    expect(screen.getByLabelText('Maximum Donation')).toHaveValue('500');
    expect(screen.getByLabelText('Last Date')).toHaveValue('2099-12-31');
    await user.clear(name);
    await user.type(name, 'Biscuit Jr');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({
      petName: 'Biscuit Jr',
      image: campaign.image,
      maximumDonation: 500,
    });
    expect(await screen.findByText('The campaign for Biscuit Jr was updated')).toBeInTheDocument();
  });
});
