import { ReceiptSchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { getReceipt } from './receipts.service';

export const receiptRoutes: FastifyPluginCallbackZod<{ db: Database }> = (app, { db }, done) => {
  app.get(
    '/receipts/:code',
    {
      schema: {
        summary:
          'A gift’s receipt by its code (no sign-in: the code is unguessable); 404 for an unknown code',
        tags: ['payments'],
        params: z.object({ code: z.string() }),
        response: { 200: ReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(db, request.params.code);
      // Someone's gift: kept by no shared cache, and out of search engines.
      void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return receipt;
    },
  );
  done();
};
