import {
  type CardError,
  TEST_CARDS,
  type TestCardConfirm,
  type TestCardConfirmAnswer,
  toDollars,
  UNKNOWN_TEST_CARD_ERROR,
} from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findCampaignRecord } from '../../db/queries/campaign-record';
import type { AuthUser } from '../../lib/auth-user';
import type { TestProvider } from './providers/test-provider';
import { findFeeRequest, requireFeeDue } from './fee-state';
import { requireActive } from './payment-intents';
import { ALREADY_REFUNDED_MESSAGE, SOMEONE_ELSES_MESSAGE } from './payment-messages';

export type ConfirmResult =
  { ok: true; answer: TestCardConfirmAnswer } | { ok: false; error: CardError['error'] };

/**
 * POST /api/test-provider/confirm: the simulated processor charges the card, following the
 * card provider's published test numbers. A confirmed intent answers the same again, so a
 * double submit pays once.
 */
export async function confirmTestCard(
  db: Database,
  provider: TestProvider,
  caller: AuthUser,
  body: TestCardConfirm,
): Promise<ConfirmResult> {
  const id = provider.intentIdOf(body.clientSecret);
  const [intent] =
    id === undefined
      ? []
      : await db
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, 'test')));
  if (intent === undefined) {
    throw badRequest('This payment is not valid. Please start the donation again.', {
      clientSecret: 'This payment is not valid. Please start the donation again.',
    });
  }
  if (intent.payerId !== caller.id) throw forbidden(SOMEONE_ELSES_MESSAGE);
  const succeeded: ConfirmResult = {
    ok: true,
    answer: {
      paymentIntent: {
        id: intent.id,
        status: 'succeeded',
        amount: toDollars(intent.amountCents),
      },
    },
  };
  if (intent.status === 'succeeded') return succeeded;
  if (intent.status === 'refunded') throw conflict(ALREADY_REFUNDED_MESSAGE);

  // No money moves for a campaign that closed, or a fee no longer owed, since the intent was made.
  if (intent.adoptionRequestId !== null) {
    const request = await findFeeRequest(db, intent.adoptionRequestId);
    if (request === undefined) throw notFound('Adoption request');
    await requireFeeDue(db, request, intent.id);
  } else {
    const campaign =
      intent.campaignId === null ? undefined : await findCampaignRecord(db, intent.campaignId);
    if (campaign === undefined) throw notFound('Campaign');
    requireActive(campaign);
  }

  const card = TEST_CARDS.find((candidate) => candidate.number === body.cardNumber);
  if (card === undefined) return { ok: false, error: { ...UNKNOWN_TEST_CARD_ERROR } };
  if (card.error !== undefined) return { ok: false, error: card.error };
  await db
    .update(paymentIntents)
    // A monthly gift's first charge keeps the card (a published test number) to charge again.
    .set({ status: 'succeeded', testCard: intent.frequency === 'monthly' ? card.number : null })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, intent.status)));
  return succeeded;
}
