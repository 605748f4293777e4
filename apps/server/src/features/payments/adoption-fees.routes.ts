import {
  FeePaymentSchema,
  ModifiedSchema,
  PaymentIntentAnswerSchema,
  PaymentResultSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import type { Notify } from '../../messaging/notify';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { acceptTerms, createFeeIntent, recordFeePayment } from './adoption-fees';
import type { Payments } from './providers';

/** Completing an accepted adoption: the owner's terms, then the fee by card. */
export const adoptionFeeRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  payments: Payments;
}> = (app, { db, guards, notify, payments }, done) => {
  const { requireUser, currentUser } = guards;
  const { provider } = payments;
  app.addHook('onRequest', requireUser);

  app.post(
    '/adoptionUsers/:id/accept-terms',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'The adopter accepts the owner’s adoption terms (accepted requests; once: again → modifiedCount 0)',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) => acceptTerms(db, notify, currentUser(request), request.params.id),
  );

  app.post(
    '/adoptionUsers/:id/fee-intent',
    {
      config: { userLimit: 'paymentIntents' },
      schema: {
        summary:
          'A payment intent for the adoption fee (the adopter, once accepted and the terms accepted; 409 otherwise)',
        tags: ['adoptions', 'payments'],
        headers: z.looseObject({
          'idempotency-key': z
            .string()
            .optional()
            .describe('As for /create-payment-intent: the same key again answers the same intent.'),
        }),
        params: IdParams,
        body: z.object({}).nullish(),
        response: { 200: PaymentIntentAnswerSchema, ...errorResponses },
      },
    },
    (request) => {
      const key = request.headers['idempotency-key'];
      return createFeeIntent(
        db,
        provider,
        currentUser(request),
        request.params.id,
        typeof key === 'string' ? key : undefined,
      );
    },
  );

  app.post(
    '/adoptionUsers/:id/fee-payment',
    {
      config: { userLimit: 'paymentRecords' },
      schema: {
        summary:
          'Record the adoption fee the card provider confirmed (201; the same transactionId again → 200, same record)',
        tags: ['adoptions', 'payments'],
        params: IdParams,
        body: FeePaymentSchema,
        response: { 200: PaymentResultSchema, 201: PaymentResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, insertedId } = await recordFeePayment(
        db,
        provider,
        notify,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ paymentResult: { insertedId } });
    },
  );

  done();
};
