import {
  CardErrorSchema,
  CreatePaymentIntentSchema,
  CreatePaymentSchema,
  ModifiedSchema,
  PaymentIntentAnswerSchema,
  PaymentListQuerySchema,
  PaymentResultSchema,
  PaymentSchema,
  FIRST_STATEMENT_YEAR,
  StatementSchema,
  TestCardConfirmAnswerSchema,
  TestCardConfirmSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorOf } from '../../messaging/audit-log';
import type { Notify } from '../../messaging/notify';
import { badRequest } from '../../lib/errors';
import { sendPageHeaders } from '../../lib/next-page-link';
import { errorResponses } from '../../lib/error-responses';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { createPaymentIntent } from './payment-intents';
import { listPayments, recordPayment, refundPayment } from './payment-records';
import { statementOf } from './statements';
import { handleStripeEvent } from './stripe-webhooks';
import { confirmTestCard } from './test-card-processor';
import type { Payments } from './providers';

export const paymentRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  payments: Payments;
}> = (app, { db, guards, notify, payments }, done) => {
  const { requireUser, requireAdmin, currentUser } = guards;
  const { provider } = payments;
  if (payments.warning !== undefined) app.log.warn(payments.warning);

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireUser,
      config: { userLimit: 'paymentIntents' },
      schema: {
        summary: 'A payment intent for a donation to an active campaign (amount from `price`)',
        tags: ['payments'],
        // Documented, not restricted: every other header passes through untouched.
        headers: z.looseObject({
          'idempotency-key': z
            .string()
            .optional()
            .describe(
              'Any string the client picks per donation: the same key again answers the same intent (a retry), a new key a new one. Without it, the same payer, campaign and amount within 10 minutes count as a retry.',
            ),
        }),
        body: CreatePaymentIntentSchema,
        response: { 200: PaymentIntentAnswerSchema, ...errorResponses },
      },
    },
    (request) => {
      const key = request.headers['idempotency-key'];
      return createPaymentIntent(
        db,
        provider,
        currentUser(request),
        request.body,
        typeof key === 'string' ? key : undefined,
      );
    },
  );

  app.post(
    '/payments',
    {
      onRequest: requireUser,
      config: { userLimit: 'paymentRecords' },
      schema: {
        summary:
          'Record a donation the card provider confirmed (201; the same transactionId again → 200, same record)',
        tags: ['payments'],
        body: CreatePaymentSchema,
        response: { 200: PaymentResultSchema, 201: PaymentResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, insertedId } = await recordPayment(
        db,
        provider,
        notify,
        currentUser(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ paymentResult: { insertedId } });
    },
  );

  app.get(
    '/payments',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Own payments (donations and adoption fees), newest first; admins see all and may filter by `campaignId` or `email`',
        tags: ['payments'],
        querystring: PaymentListQuerySchema,
        response: { 200: z.array(PaymentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listPayments(db, currentUser(request), request.query);
      // Payers' e-mails: no shared cache or browser history keeps them.
      void reply.header('cache-control', 'no-store');
      sendPageHeaders(request, reply, page);
      return page.payments;
    },
  );

  app.get(
    '/statements/:year',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s gifts in a calendar year (UTC), with their total net of refunds',
        tags: ['payments'],
        params: z.object({
          year: z.coerce
            .number({ error: 'Write the year as four digits, like 2026.' })
            .int('Write the year as four digits, like 2026.')
            .min(FIRST_STATEMENT_YEAR, `Statements start in ${FIRST_STATEMENT_YEAR}.`)
            .max(9999, 'Write the year as four digits, like 2026.'),
        }),
        response: { 200: StatementSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return statementOf(db, currentUser(request), request.params.year);
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Refund a succeeded payment through its provider (admin)',
        tags: ['payments'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) =>
      refundPayment(db, provider, actorOf(request, currentUser(request)), request.params.id),
  );

  const { test, stripe } = payments;
  if (test !== undefined) {
    app.post(
      '/test-provider/confirm',
      {
        onRequest: requireUser,
        schema: {
          summary:
            'Test mode only: charge a test card for an intent (Stripe’s test numbers; 402 with the card error)',
          tags: ['payments'],
          body: TestCardConfirmSchema,
          response: {
            200: TestCardConfirmAnswerSchema,
            402: CardErrorSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const result = await confirmTestCard(db, test, currentUser(request), request.body);
        if (result.ok) return result.answer;
        return reply.code(402).send({ error: result.error });
      },
    );
  }

  if (stripe !== undefined) {
    // The signature covers the exact bytes Stripe sent, so this route alone reads its body raw.
    app.register((scope, _options, registered) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        (_request, body, parsed) => {
          parsed(null, body);
        },
      );
      scope.post(
        '/stripe/webhook',
        {
          schema: {
            summary: 'Stripe’s events about donations and adoption fees (signature checked)',
            tags: ['payments'],
            hide: true,
            response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          let event: Stripe.Event;
          try {
            if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
              throw new Error('no body or signature');
            }
            event = stripe.client.webhooks.constructEvent(
              request.body,
              signature,
              stripe.webhookSecret,
            );
          } catch {
            throw badRequest('The webhook signature is not valid.');
          }
          // A test key must not act on live events, nor a live key on test ones. Such an event
          // never becomes valid here, so it is acknowledged (Stripe stops retrying) unrecorded.
          if (event.livemode !== stripe.livemode) {
            request.log.warn(
              { event: event.id, type: event.type, livemode: event.livemode },
              'stripe webhook: ignored an event from the other mode than the configured key',
            );
            return { received: true as const };
          }
          const outcome = await handleStripeEvent(db, notify, event);
          request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
          return { received: true as const };
        },
      );
      registered();
    });
  }

  done();
};
