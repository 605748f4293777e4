import {
  CreatedIdSchema,
  CreateCorrectionSchema,
  CreateExpenseSchema,
  LedgerEntrySchema,
  LedgerQuerySchema,
  LedgerTotalsSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import {
  getLedgerEntry,
  ledgerTotals,
  listLedger,
  recordCorrection,
  recordExpense,
} from './ledger.service';

/** A campaign's public books: read by anyone, written by its creator or an admin. */
export const ledgerRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  const { requireUser, currentUser } = guards;

  app.get(
    '/campaigns/:id/ledger',
    {
      schema: {
        summary:
          'A campaign’s books, newest first: gifts (anonymous ones name no one), refunds, disputes, expenses and corrections',
        tags: ['ledger'],
        params: IdParams,
        querystring: LedgerQuerySchema,
        response: { 200: z.array(LedgerEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listLedger(db, request.params.id, request.query);
      sendPageHeaders(request, reply, page);
      return page.entries;
    },
  );

  app.get(
    '/campaigns/:id/ledger/totals',
    {
      schema: {
        summary: 'Raised, refunded (refunds and disputes), spent and the balance, in dollars',
        tags: ['ledger'],
        params: IdParams,
        response: { 200: LedgerTotalsSchema, ...errorResponses },
      },
    },
    (request) => ledgerTotals(db, request.params.id),
  );

  app.get(
    '/campaigns/:id/ledger/:entryId',
    {
      schema: {
        summary: 'One entry of a campaign’s books',
        tags: ['ledger'],
        params: z.object({ id: z.string(), entryId: z.string() }),
        response: { 200: LedgerEntrySchema, ...errorResponses },
      },
    },
    (request) => getLedgerEntry(db, request.params.id, request.params.entryId),
  );

  app.post(
    '/campaigns/:id/expenses',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Record money spent (the campaign’s creator or an admin); 201',
        tags: ['ledger'],
        params: IdParams,
        body: CreateExpenseSchema,
        response: { 201: CreatedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await recordExpense(
        db,
        actorOf(request, currentUser(request)),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/campaigns/:id/corrections',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Reverse an expense recorded by mistake, with the reason (the creator or an admin); 201',
        tags: ['ledger'],
        params: IdParams,
        body: CreateCorrectionSchema,
        response: { 201: CreatedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await recordCorrection(
        db,
        actorOf(request, currentUser(request)),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  done();
};
