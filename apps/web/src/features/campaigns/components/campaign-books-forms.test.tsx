import { CAMPAIGN_UPDATE_POSTED_IN_APP, texts } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { campaignPageHandlers, makeCampaign, makeLedgerEntry } from '@/testing/mocks/donations';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const campaignPage = {
  ...campaignPageHandlers('c1'),
  'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email }),
};

describe('keeping a campaign’s books', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records an expense with its receipt picture, then shows the books', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => undefined;
      },
    );
    mockUpload({ status: 200, body: uploadedImage });
    let sent: unknown;
    const { user, app } = renderApp('/dashboard/recordExpense/c1', {
      api: {
        ...signedInHandlers(bob),
        ...campaignPage,
        'POST /campaigns/c1/expenses': ({ init }) => {
          sent = JSON.parse(init?.body as string);
          return json({ insertedId: 'e9' }, 201);
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.ledger.recordExpense }),
    ).toBeVisible();
    expect(await screen.findByText('Biscuit')).toBeVisible();

    // Nothing typed: each required field says so, and nothing is sent.
    await user.clear(screen.getByLabelText(/^Date/));
    await user.click(screen.getByRole('button', { name: 'Record expense' }));
    expect(await screen.findAllByText(texts.fieldRequired('Amount'))).not.toHaveLength(0);
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText(/^Amount/), '120.50');
    await user.type(screen.getByLabelText(/^Date/), '2026-11-02');
    await user.type(screen.getByLabelText(/^Description/), 'Vet bill');
    await user.upload(
      screen.getByLabelText('Receipt picture'),
      new File(['bytes'], 'bill.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Preview of the receipt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record expense' }));

    expect(await screen.findByText(texts.ledger.expenseRecorded)).toBeInTheDocument();
    expect(sent).toEqual({
      amount: 120.5,
      date: '2026-11-02',
      description: 'Vet bill',
      receiptImage: uploadedImage.data.display_url,
    });
    await waitFor(() => expect(app.location().pathname).toBe('/campaingsDetails/c1'), {
      timeout: 3000,
    });
    expect(app.location().hash).toBe('#books');
  });

  it('corrects an expense with a reason, showing the expense first', async () => {
    let sent: unknown;
    const { user } = renderApp('/dashboard/correctExpense/c1/e3', {
      api: {
        ...signedInHandlers(bob),
        ...campaignPage,
        'GET /campaigns/c1/ledger/e3': () =>
          makeLedgerEntry({
            _id: 'e3',
            type: 'expense',
            amount: 80,
            at: '2026-11-02T00:00:00.000Z',
            description: 'Food, entered twice',
            receiptCode: null,
          }),
        'POST /campaigns/c1/corrections': ({ init }) => {
          sent = JSON.parse(init?.body as string);
          return json({ insertedId: 'e4' }, 201);
        },
      },
    });
    expect(await screen.findByText('Food, entered twice')).toBeVisible();
    expect(screen.getByText('2 Nov 2026')).toBeVisible();
    await user.type(screen.getByLabelText(/^Reason/), 'Entered twice');
    await user.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText(texts.ledger.correctionRecorded)).toBeInTheDocument();
    expect(sent).toEqual({ corrects: 'e3', reason: 'Entered twice' });
  });
});

describe('campaign news', () => {
  it('lets the creator post an update, and says whether donors were e-mailed', async () => {
    let sent: unknown;
    const { user, app } = renderApp('/dashboard/postCampaignUpdate/c1', {
      api: {
        ...signedInHandlers(bob),
        ...campaignPage,
        'POST /campaigns/c1/updates': ({ init }) => {
          sent = JSON.parse(init?.body as string);
          return json(
            { insertedId: 'u1', emailed: false, message: CAMPAIGN_UPDATE_POSTED_IN_APP },
            201,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Post update' }));
    expect(await screen.findAllByText(texts.fieldRequired('Title'))).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^Title/), 'Home at last');
    await user.type(screen.getByLabelText(/^Text/), 'Biscuit went home today.');
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText(CAMPAIGN_UPDATE_POSTED_IN_APP)).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Home at last', text: 'Biscuit went home today.' });
    await waitFor(() => expect(app.location().pathname).toBe('/campaingsDetails/c1'), {
      timeout: 3000,
    });
  });
});
