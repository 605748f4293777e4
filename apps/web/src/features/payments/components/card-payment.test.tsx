import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

type Body = Record<string, unknown>;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as Body;

/** The payment screen for campaign c1 with the test provider; records what the API was sent. */
function renderPayment(overrides: ApiHandlers = {}) {
  const intents: Body[] = [];
  const confirms: Body[] = [];
  const recorded: Body[] = [];
  const rendered = renderApp('/dashboard/payment?campaign=c1', {
    api: {
      ...signedInHandlers(bob),
      'GET /config': () => ({
        socialProviders: { google: false, github: false },
        paymentProvider: 'test',
        stripePublishableKey: null,
      }),
      'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
      'POST /create-payment-intent': ({ init }) => {
        intents.push(bodyOf(init));
        return {
          clientSecret: `pi_${intents.length}_secret_x`,
          paymentIntentId: `pi_${intents.length}`,
        };
      },
      'POST /test-provider/confirm': ({ init }) => {
        const body = bodyOf(init);
        confirms.push(body);
        if (body.cardNumber === '4000000000000002') {
          return json(
            { error: { code: 'card_declined', message: 'Your card was declined.' } },
            402,
          );
        }
        const id = String(body.clientSecret).split('_secret')[0];
        return { paymentIntent: { id, status: 'succeeded', amount: intents.at(-1)?.price ?? 5 } };
      },
      'POST /payments': ({ init }) => {
        recorded.push(bodyOf(init));
        return { paymentResult: { insertedId: `pay${recorded.length}` } };
      },
      ...overrides,
    },
  });
  return { ...rendered, intents, confirms, recorded };
}

async function fillCard(
  user: ReturnType<typeof renderApp>['user'],
  card = '4242424242424242',
  expiry = '1230',
) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), card);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('payment screen (test provider)', () => {
  it('names the campaign, starts at 5 dollars and says it is test mode', async () => {
    renderPayment();
    expect(
      await screen.findByRole('heading', { name: 'You are donating to Biscuit' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Donation amount')).toHaveValue('5');
    expect(
      screen.getByText(/Test mode — no real money moves\. Use card 4242 4242 4242 4242/),
    ).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();
  });

  it('marks the amount and the card fields required', async () => {
    renderPayment();
    expectMarkedRequired(await screen.findByLabelText('Donation amount'), 'Donation amount');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
      expectMarkedRequired(screen.getByLabelText(label), label);
    }
  });

  it('takes the person to the first wrong field: the amount, else the card', async () => {
    const { user, intents } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    await user.clear(amount);
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(
      `In US dollars, more than 0. ${texts.fieldRequired('Donation amount')}`,
    );

    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Enter a valid card number.');
    expect(intents).toEqual([]);
  });

  it('formats the card as it is typed', async () => {
    const { user } = renderPayment();
    await screen.findByLabelText('Card number');
    await fillCard(user, '4242424242424242', '1230');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
  });

  it('checks the amount and the card before any call', async () => {
    const { user, intents } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    await user.clear(amount);
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('CVC'), '1');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(screen.getByText(texts.fieldRequired('Donation amount'))).toBeVisible();
    expect(screen.getByText('Enter a valid card number.')).toBeVisible();
    expect(screen.getByText("Your card's expiry date is in the past.")).toBeVisible();
    expect(screen.getByText('Enter the 3- or 4-digit security code (CVC).')).toBeVisible();

    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(screen.getByText('The donation amount must be more than 0.')).toBeVisible();
    expect(intents).toEqual([]);
  });

  it('pays the amount typed at the moment of Donate, then thanks the donor', async () => {
    const { user, intents, confirms, recorded } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    await fillCard(user);
    await user.clear(amount);
    await user.type(amount, '7');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(intents).toEqual([
      { price: 7, campaignId: 'c1', anonymous: false, coverFee: false, frequency: 'once' },
    ]);
    expect(confirms[0]).toMatchObject({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      email: bob.email,
      name: bob.name,
    });
    expect(recorded).toEqual([
      expect.objectContaining({
        campaignId: 'c1',
        transactionId: 'pi_1',
        price: 7,
        email: bob.email,
      }),
    ]);
    expect(screen.getByRole('link', { name: 'See my donations' })).toHaveAttribute(
      'href',
      '/dashboard/paymentHistory',
    );
  });

  it('offers quick amounts as a labelled group of toggles that fill the amount', async () => {
    const { user, intents } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    const quick = screen.getByRole('group', { name: texts.donation.quickAmounts });
    const buttons = within(quick).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '$5',
      '$10',
      '$25',
      '$50',
      '$100',
    ]);
    // The field starts at $5, which is that button's amount.
    expect(within(quick).getByRole('button', { name: '$5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // By keyboard: Tab from the field reaches the group, Enter chooses.
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(amount).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(quick).getByRole('button', { name: '$25' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(amount).toHaveValue('25');
    expect(within(quick).getByRole('button', { name: '$25' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(quick).getByRole('button', { name: '$5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Choosing a valid amount takes the amount's message away.
    expect(amount).toHaveAccessibleDescription('In US dollars, more than 0.');

    // Typing another amount presses none.
    await user.type(amount, '0');
    expect(within(quick).queryByRole('button', { pressed: true })).toBeNull();

    await user.click(within(quick).getByRole('button', { name: '$100' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(intents).toEqual([
      { price: 100, campaignId: 'c1', anonymous: false, coverFee: false, frequency: 'once' },
    ]);
  });

  it('gives anonymously when asked, saying what that hides and from whom', async () => {
    const { user, intents } = renderPayment();
    const anonymous = await screen.findByRole('checkbox', { name: texts.donation.anonymous });
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(texts.donation.anonymousHint);
    await user.click(anonymous);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(intents).toEqual([
      { price: 5, campaignId: 'c1', anonymous: true, coverFee: false, frequency: 'once' },
    ]);
  });

  it('offers to cover the card fee, with the estimate for the amount typed', async () => {
    const { user, intents, recorded } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    expect(
      screen.getByRole('checkbox', { name: 'Add $0.46 to cover card fees' }),
    ).toHaveAccessibleDescription(texts.donation.coverFeeHint);
    await user.clear(amount);
    expect(screen.getByRole('checkbox', { name: texts.donation.coverFeeNoAmount })).toBeVisible();
    await user.type(amount, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Add $0.61 to cover card fees' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(intents).toEqual([
      { price: 10, campaignId: 'c1', anonymous: false, coverFee: true, frequency: 'once' },
    ]);
    // The gift is recorded as given; the fee is the charge's, not the campaign's.
    expect(recorded).toEqual([expect.objectContaining({ price: 10 })]);
  });

  it('starts a monthly gift when asked, and the thank-you says so', async () => {
    const { user, intents } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    const monthly = screen.getByRole('checkbox', { name: texts.donation.monthly });
    expect(monthly).not.toBeChecked();
    expect(monthly).toHaveAccessibleDescription(texts.donation.monthlyHint);
    await user.click(monthly);
    await user.clear(amount);
    await user.type(amount, '12');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(screen.getByText(texts.donation.monthlyStarted('$12'))).toBeVisible();
    expect(intents).toEqual([
      { price: 12, campaignId: 'c1', anonymous: false, coverFee: false, frequency: 'monthly' },
    ]);
  });

  it('shows a declined card in red under the form, records nothing, and retries with the new amount', async () => {
    const { user, intents, recorded } = renderPayment();
    const amount = await screen.findByLabelText('Donation amount');
    await fillCard(user, '4000000000000002');
    await user.clear(amount);
    await user.type(amount, '7');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('text-error');
    // The card is what to change: the person is taken back to it.
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
    expect(recorded).toEqual([]);

    // A new attempt makes a new intent for what the box says now, never the earlier one.
    await user.clear(amount);
    await user.type(amount, '9.50');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(intents.map((intent) => intent.price)).toEqual([7, 9.5]);
    expect(recorded).toEqual([expect.objectContaining({ transactionId: 'pi_2', price: 9.5 })]);
  });

  it('a double click pays once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const { user, recorded } = renderPayment({
      'POST /create-payment-intent': async () => {
        calls += 1;
        await gate;
        return { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' };
      },
    });
    await screen.findByLabelText('Donation amount');
    await fillCard(user);
    const donate = screen.getByRole('button', { name: texts.campaigns.donate });
    await user.dblClick(donate);
    expect(donate).toHaveAttribute('aria-disabled', 'true');
    // Still focusable while it waits: focus never falls to the page's body.
    expect(donate).toHaveFocus();
    release();
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(calls).toBe(1);
    expect(recorded).toHaveLength(1);
  });

  it("shows the server's sentence when the campaign no longer takes donations", async () => {
    const { user } = renderPayment({
      'POST /create-payment-intent': () =>
        json({ error: { code: 'CONFLICT', message: 'This campaign is paused.' } }, 409),
    });
    await screen.findByLabelText('Donation amount');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This campaign is paused.');
    // Nothing in the form to fix: focus is not pulled into it.
    expect(screen.getByLabelText('Card number')).not.toHaveFocus();
  });
});
