import { texts } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
const card = { kind: 'card element' };

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <input aria-label="Stripe card" onChange={() => onChange({ complete: true })} />
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
  });
});
