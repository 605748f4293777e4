import { texts } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { renderApp, screen } from '@/testing/test-utils';

// Stripe.js loads from Stripe's servers; these stand-ins keep its React API and let the test
// decide what the provider answers.
const stripe = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  loadStripe: vi.fn(() => Promise.resolve({})),
}));
const card = { kind: 'card element', focus: vi.fn() };

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  // Typing 'x' makes Stripe's own check fail, anything else completes the card.
  CardElement: ({
    onChange,
  }: {
    onChange: (event: { complete: boolean; error?: { message: string } }) => void;
  }) => (
    <input
      aria-label="Stripe card"
      onChange={(event) =>
        onChange(
          event.target.value.endsWith('x')
            ? { complete: false, error: { message: 'Your card number is invalid.' } }
            : { complete: true },
        )
      }
    />
  ),
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => card }),
}));

function renderStripePayment(recorded: unknown[]) {
  return renderApp('/dashboard/payment?campaign=c1', {
    api: {
      ...signedInHandlers(bob),
      'GET /config': () => ({
        socialProviders: { google: false, github: false },
        paymentProvider: 'stripe',
        stripePublishableKey: 'pk_test_123',
      }),
      'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
      'POST /create-payment-intent': () => ({
        clientSecret: 'pi_9_secret_y',
        paymentIntentId: 'pi_9',
      }),
      'POST /payments': ({ init }) => {
        recorded.push(JSON.parse(init?.body as string));
        return { paymentResult: { insertedId: 'pay1' } };
      },
    },
  });
}

describe('payment screen (Stripe)', () => {
  beforeEach(() => {
    card.focus.mockClear();
    stripe.confirmCardPayment.mockClear();
  });

  it("confirms with Stripe using the billing e-mail and name, then records the intent's id", async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_9', status: 'succeeded' },
    });
    const recorded: unknown[] = [];
    const { user } = renderStripePayment(recorded);
    await user.type(await screen.findByLabelText('Stripe card'), '4');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByText(texts.donation.thankYou)).toBeVisible();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_y', {
      payment_method: { card, billing_details: { email: bob.email, name: bob.name } },
    });
    expect(recorded).toEqual([
      expect.objectContaining({ campaignId: 'c1', transactionId: 'pi_9', price: 5 }),
    ]);
  });

  it("shows Stripe's card error in red under the form and records nothing", async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { message: 'Your card was declined.' },
    });
    const recorded: unknown[] = [];
    const { user } = renderStripePayment(recorded);
    await user.type(await screen.findByLabelText('Stripe card'), '4');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(recorded).toEqual([]);
    // Not a card error (no type): nothing in the card to fix, focus stays put.
    expect(card.focus).not.toHaveBeenCalled();
  });

  it('announces a declined card and takes the person back to the card field', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { user } = renderStripePayment([]);
    await user.type(await screen.findByLabelText('Stripe card'), '4');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(card.focus).toHaveBeenCalledTimes(1);
  });

  it('marks the card required; an unfinished card is announced and focused on Donate', async () => {
    const { user } = renderStripePayment([]);
    const group = await screen.findByRole('group', { name: 'Card details' });
    expect(group).toHaveTextContent('*');
    expect(screen.getByText(texts.forms.requiredLegend)).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your card details.');
    expect(group).toHaveAccessibleDescription('Enter your card details.');
    expect(card.focus).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("announces Stripe's own check as the card is typed, and again on Donate", async () => {
    const { user } = renderStripePayment([]);
    await user.type(await screen.findByLabelText('Stripe card'), '4x');
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Your card number is invalid.');
    await user.click(screen.getByRole('button', { name: texts.campaigns.donate }));
    // A fresh alert, so the same sentence is read out again.
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('Your card number is invalid.');
    expect(second).not.toBe(first);
    expect(card.focus).toHaveBeenCalledTimes(1);
  });
});
