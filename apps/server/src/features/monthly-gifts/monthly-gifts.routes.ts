import {
  ChangeMonthlyGiftSchema,
  MONTHLY_GIFT_ACTIONS,
  MonthlyGiftChangeSchema,
  monthlyGiftTexts,
  MonthlyGiftSchema,
  MoveMonthlyGiftSchema,
  waitPhrase,
} from '@pet-adoption/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/address-key';
import { errorResponses } from '../../lib/error-responses';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { spendAllowance } from '../../lib/spend-allowance';
import { applyAction, changeAmount, getMonthlyGift, moveGift } from './monthly-gifts.service';

const HOUR = 60 * 60_000;

/** A donor changes a gift a few times at most; thirty changes an hour per address is plenty. */
export const createGiftChangeLimiter = (store?: RateLimitStore) =>
  new RateLimiter(30, HOUR, { name: 'monthly-gift-changes', store });

const CodeParams = z.object({ code: z.string() });

/**
 * A monthly gift's page in the API: whoever holds the code from its receipts may read and change
 * it, no sign-in (the code is unguessable and opens this gift alone).
 */
export const monthlyGiftRoutes: FastifyPluginCallbackZod<{
  db: Database;
  limiter?: RateLimiter;
}> = (app, { db, limiter = createGiftChangeLimiter() }, done) => {
  const privately = (reply: FastifyReply) =>
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
  const spend = (request: FastifyRequest, reply: FastifyReply) =>
    spendAllowance(reply, limiter, addressKey(request.ip), (seconds) =>
      monthlyGiftTexts.limited(waitPhrase(seconds)),
    );

  app.get(
    '/gifts/manage/:code',
    {
      schema: {
        summary: 'A monthly gift by the code in its receipts’ link (no sign-in); 404 otherwise',
        tags: ['payments'],
        params: CodeParams,
        response: { 200: MonthlyGiftSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const gift = await getMonthlyGift(db, request.params.code);
      privately(reply);
      return gift;
    },
  );

  app.patch(
    '/gifts/manage/:code',
    {
      schema: {
        summary: 'Change a monthly gift’s amount, from its next charge on',
        tags: ['payments'],
        params: CodeParams,
        body: ChangeMonthlyGiftSchema,
        response: { 200: MonthlyGiftChangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spend(request, reply);
      privately(reply);
      return changeAmount(db, request.params.code, request.body.amount);
    },
  );

  app.post(
    '/gifts/manage/:code/move',
    {
      schema: {
        summary: 'Move a monthly gift to another active campaign (after its pet was adopted)',
        tags: ['payments'],
        params: CodeParams,
        body: MoveMonthlyGiftSchema,
        response: { 200: MonthlyGiftChangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spend(request, reply);
      privately(reply);
      return moveGift(db, request.params.code, request.body.campaignId);
    },
  );

  app.post(
    '/gifts/manage/:code/:action',
    {
      schema: {
        summary: 'Skip the next month, pause, resume or cancel a monthly gift',
        tags: ['payments'],
        params: z.object({
          code: z.string(),
          action: z.enum(MONTHLY_GIFT_ACTIONS, {
            error: 'The action is one of skip, pause, resume or cancel.',
          }),
        }),
        response: { 200: MonthlyGiftChangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spend(request, reply);
      privately(reply);
      return applyAction(db, request.params.code, request.params.action);
    },
  );

  done();
};
