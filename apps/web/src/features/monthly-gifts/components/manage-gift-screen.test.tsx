import type { MonthlyGift, MonthlyGiftChange } from '@pet-adoption/shared';
import { monthlyGiftTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, type ApiHandlers } from '@/testing/mocks/api';
import { makeCampaign, makeMonthlyGift } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const CODE = '0123456789abcdef'.repeat(2);
const NEXT_CODE = 'fedcba9876543210'.repeat(2);
const RECEIPT = 'a1b2c3d4'.repeat(4);

type Body = Record<string, unknown>;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as Body;

const gift = (overrides: Partial<MonthlyGift> = {}) => makeMonthlyGift({ ...overrides });

/** The campaigns taking donations now: the gift's own (c1) and two others. */
const openCampaigns = [
  makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
  makeCampaign({ _id: 'c2', petName: 'Mochi' }),
  makeCampaign({ _id: 'c3', petName: 'Pepper' }),
];

/** The manage page for CODE, with `current` as the gift; records what the changes sent. */
function renderManage(current: MonthlyGift = gift(), overrides: ApiHandlers = {}) {
  const sent: { path: string; body: Body }[] = [];
  let latest = current;
  // A change replaces the gift's code: the page goes on under NEXT_CODE.
  const answer =
    (message: string, changed: Partial<MonthlyGift>) =>
    ({ url, init }: { url: URL; init: RequestInit | undefined }): MonthlyGiftChange => {
      sent.push({ path: url.pathname, body: bodyOf(init) });
      latest = { ...current, ...changed };
      return {
        message,
        gift: latest,
        manageLink: `/gifts/manage/${NEXT_CODE}`,
        confirmationSent: false,
      };
    };
  const rendered = renderApp(`/gifts/manage/${CODE}`, {
    api: {
      [`GET /gifts/manage/${CODE}`]: () => current,
      [`GET /gifts/manage/${NEXT_CODE}`]: () => latest,
      'GET /campaigns': () => openCampaigns,
      [`PATCH /gifts/manage/${CODE}`]: answer(monthlyGiftTexts.changed('$40'), { amount: 40 }),
      [`POST /gifts/manage/${CODE}/pause`]: answer(monthlyGiftTexts.pause, {
        status: 'paused',
        nextChargeOn: null,
      }),
      [`POST /gifts/manage/${CODE}/move`]: answer(monthlyGiftTexts.moved('Pepper', '2026-12-28'), {
        campaign: { _id: 'c3', petName: 'Pepper', active: true },
      }),
      ...overrides,
    },
  });
  return { ...rendered, sent };
}

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;

describe('a monthly gift’s manage page', () => {
  it('shows the gift: campaign, amount, status, next charge and its charges with receipts', async () => {
    renderManage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your monthly gift' }),
    ).toBeVisible();
    expect(await screen.findByText('Campaign', { selector: 'dt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Biscuit' })).toHaveAttribute(
      'href',
      '/campaingsDetails/c1',
    );
    expect(value('Each month')).toHaveTextContent('$25');
    expect(value('Status')).toHaveTextContent('Active');
    expect(value('Next charge')).toHaveTextContent('28 Dec 2026');
    const charges = screen.getByRole('table');
    expect(within(charges).getByText('Received')).toBeVisible();
    expect(within(charges).getByRole('link', { name: /^Receipt/ })).toHaveAttribute(
      'href',
      `/receipts/${RECEIPT}`,
    );
    await waitFor(() => expect(document.title).toBe(texts.titles.manageGift));
  });

  it('checks a new amount before sending it, then says what changed', async () => {
    const { user, sent } = renderManage();
    const amount = await screen.findByLabelText('Monthly amount');
    expect(amount).toHaveValue('25');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByText('The donation amount must be more than 0.')).toBeVisible();
    expect(amount).toHaveAccessibleDescription(
      'In US dollars, from the next charge on. The donation amount must be more than 0.',
    );
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByText(monthlyGiftTexts.changed('$40'))).toBeInTheDocument();
    expect(sent).toEqual([{ path: `/api/gifts/manage/${CODE}`, body: { amount: 40 } }]);
    await waitFor(() => expect(value('Each month')).toHaveTextContent('$40'));
  });

  it('says so when a raise waits for the donor’s confirmation, and leaves the gift as it is', async () => {
    const { user } = renderManage(gift(), {
      [`PATCH /gifts/manage/${CODE}`]: (): MonthlyGiftChange => ({
        message: monthlyGiftTexts.confirmationSent,
        gift: gift(),
        manageLink: `/gifts/manage/${CODE}`,
        confirmationSent: true,
      }),
    });
    const amount = await screen.findByLabelText('Monthly amount');
    await user.clear(amount);
    await user.type(amount, '90');
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByText(monthlyGiftTexts.confirmationSent)).toBeInTheDocument();
    expect(value('Each month')).toHaveTextContent('$25');
  });

  it('pauses the gift, then shows it paused with Resume', async () => {
    const { user, sent } = renderManage();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(monthlyGiftTexts.pause)).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([`/api/gifts/manage/${CODE}/pause`]);
    await waitFor(() => expect(value('Status')).toHaveTextContent('Paused'));
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByText('Next charge', { selector: 'dt' })).toBeNull();
  });

  it('moves the gift to another open campaign, never offering its own', async () => {
    const { user, sent } = renderManage();
    const select = await screen.findByLabelText('Campaign to give to');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a campaign', 'Mochi', 'Pepper']),
    );
    await user.selectOptions(select, 'Pepper');
    await user.click(screen.getByRole('button', { name: 'Move my gift' }));
    expect(
      await screen.findByText(monthlyGiftTexts.moved('Pepper', '2026-12-28')),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ path: `/api/gifts/manage/${CODE}/move`, body: { campaignId: 'c3' } }]);
    expect(await screen.findByRole('link', { name: 'Pepper' })).toHaveAttribute(
      'href',
      '/campaingsDetails/c3',
    );
  });

  it('is the 404 page for a code that opens nothing', async () => {
    renderManage(gift(), {
      [`GET /gifts/manage/${CODE}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: monthlyGiftTexts.unknown } }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
    ).toBeVisible();
  });

  it('for a gift whose pet found a home, explains why nothing is charged and offers no skip or pause', async () => {
    renderManage(
      gift({
        status: 'awaitingMove',
        campaign: { _id: 'c1', petName: 'Biscuit', active: false },
        pet: { _id: 'p1', petName: 'Biscuit' },
        nextChargeOn: null,
      }),
    );
    expect(await screen.findByText(/Biscuit has found a home/)).toBeVisible();
    expect(value('Status')).toHaveTextContent('Waiting for you to choose where it goes');
    expect(screen.getByRole('button', { name: 'Cancel monthly gift' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip next month' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByLabelText('Campaign to give to')).toBeVisible();
  });
});
