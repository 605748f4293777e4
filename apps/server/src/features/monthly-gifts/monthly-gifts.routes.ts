import {
  ChangeMonthlyGiftSchema,
  GiftLinkPreviewSchema,
  GiftLinkSchema,
  MONTHLY_GIFT_ACTIONS,
  type MonthlyGiftChange,
  MonthlyGiftChangeSchema,
  monthlyGiftTexts,
  MonthlyGiftSchema,
  MoveMonthlyGiftSchema,
  waitPhrase,
} from '@pet-adoption/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../lib/address-key';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { spendAllowance } from '../../lib/spend-allowance';
import type { Guards } from '../../plugins/auth';
import {
  applyAction,
  changeAmount,
  confirmChange,
  getMonthlyGift,
  type GiftWork,
  moveGift,
  previewChange,
  previewUndo,
  undoChange,
  type Viewer,
} from './monthly-gifts.service';

const HOUR = 60 * 60_000;

/** A donor changes a gift a few times at most; thirty changes an hour per address is plenty. */
export const createGiftChangeLimiter = (store?: RateLimitStore) =>
  new RateLimiter(30, HOUR, { name: 'monthly-gift-changes', store });

const CodeParams = z.object({ code: z.string() });
const TokenQuery = z.object({ token: GiftLinkSchema.shape.token });
const changeAnswers = {
  200: MonthlyGiftChangeSchema,
  202: MonthlyGiftChangeSchema,
  ...errorResponses,
};

/**
 * A monthly gift's page in the API. Whoever holds the code from the donor's e-mails may read the
 * gift and skip, pause, resume or cancel it, or lower its amount; raising the amount or moving
 * it needs the donor signed in, or their confirmation from a link e-mailed to them. Every change
 * is e-mailed to the donor with a link that undoes it, and replaces the code.
 */
export const monthlyGiftRoutes: FastifyPluginCallbackZod<
  GiftWork & { guards: Guards; limiter?: RateLimiter }
> = (app, { guards, limiter = createGiftChangeLimiter(), ...work }, done) => {
  const privately = (reply: FastifyReply) =>
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
  const spend = (request: FastifyRequest, reply: FastifyReply) =>
    spendAllowance(reply, limiter, addressKey(request.ip), (seconds) =>
      monthlyGiftTexts.limited(waitPhrase(seconds)),
    );
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const user = await guards.optionalUser(request);
    return user === null ? null : actorOf(request, user);
  };
  /**
   * Every change: the caller's allowance first, then the change made as whoever asks, answered
   * privately; 202 when nothing changed yet, because the donor was e-mailed a link to confirm.
   */
  const changeAs = async (
    request: FastifyRequest,
    reply: FastifyReply,
    make: (viewer: Viewer) => Promise<MonthlyGiftChange>,
  ) => {
    await spend(request, reply);
    const change = await make(await viewerOf(request));
    privately(reply);
    if (change.confirmationSent) void reply.code(202);
    return change;
  };

  app.get(
    '/gifts/manage/:code',
    {
      schema: {
        summary: 'A monthly gift by the code in the donor’s link (no sign-in); 404 otherwise',
        tags: ['payments'],
        params: CodeParams,
        response: { 200: MonthlyGiftSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const gift = await getMonthlyGift(work.db, request.params.code, await viewerOf(request));
      privately(reply);
      return gift;
    },
  );

  app.patch(
    '/gifts/manage/:code',
    {
      schema: {
        summary:
          'Change a monthly gift’s amount, from its next charge on; a raise needs the donor signed in, or it is e-mailed to them to confirm (202)',
        tags: ['payments'],
        params: CodeParams,
        body: ChangeMonthlyGiftSchema,
        response: changeAnswers,
      },
    },
    (request, reply) =>
      changeAs(request, reply, (viewer) =>
        changeAmount(work, request.params.code, request.body.amount, viewer),
      ),
  );

  app.post(
    '/gifts/manage/:code/move',
    {
      schema: {
        summary:
          'Move a monthly gift to another active campaign; needs the donor signed in, or it is e-mailed to them to confirm (202)',
        tags: ['payments'],
        params: CodeParams,
        body: MoveMonthlyGiftSchema,
        response: changeAnswers,
      },
    },
    (request, reply) =>
      changeAs(request, reply, (viewer) =>
        moveGift(work, request.params.code, request.body.campaignId, viewer),
      ),
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
        response: changeAnswers,
      },
    },
    (request, reply) =>
      changeAs(request, reply, (viewer) =>
        applyAction(work, request.params.code, request.params.action, viewer),
      ),
  );

  app.get(
    '/gifts/changes',
    {
      schema: {
        summary: 'What an e-mailed confirmation link will change (the link stays unused)',
        tags: ['payments'],
        querystring: TokenQuery,
        response: { 200: GiftLinkPreviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      privately(reply);
      return previewChange(work.db, request.query.token);
    },
  );

  app.post(
    '/gifts/changes',
    {
      schema: {
        summary: 'Confirm, from the donor’s e-mail, a change asked for without signing in',
        tags: ['payments'],
        body: GiftLinkSchema,
        response: changeAnswers,
      },
    },
    (request, reply) =>
      changeAs(request, reply, (viewer) => confirmChange(work, request.body.token, viewer)),
  );

  app.get(
    '/gifts/undo',
    {
      schema: {
        summary: 'What an e-mailed undo link will put back (the link stays unused)',
        tags: ['payments'],
        querystring: TokenQuery,
        response: { 200: GiftLinkPreviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      privately(reply);
      return previewUndo(work.db, request.query.token);
    },
  );

  app.post(
    '/gifts/undo',
    {
      schema: {
        summary: 'Undo a change to a monthly gift, from the donor’s e-mail, for 7 days',
        tags: ['payments'],
        body: GiftLinkSchema,
        response: changeAnswers,
      },
    },
    (request, reply) =>
      changeAs(request, reply, (viewer) => undoChange(work, request.body.token, viewer)),
  );

  done();
};
