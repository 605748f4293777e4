import {
  ContactMessageSchema,
  CreateContactMessageSchema,
  InsertedSchema,
  PageQuerySchema,
  waitPhrase,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/address-key';
import { actorOf } from '../../messaging/audit-log';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { spendAllowance } from '../../lib/spend-allowance';
import { nextPageLink } from '../../lib/next-page-link';
import { errorResponses } from '../../lib/error-responses';
import type { Notify } from '../../messaging/notify';
import type { Guards } from '../../plugins/auth';
import { createContactMessage, listContactMessages } from './contact.service';

const HOUR = 60 * 60_000;

/**
 * A person rarely writes more than a couple of messages; five an hour per address leaves room
 * for a correction and stops a script from filling the admins' inbox.
 */
export const createContactLimiter = (store?: RateLimitStore) =>
  new RateLimiter(5, HOUR, { name: 'contact', store });

/** The 429 sentence; `seconds` is the Retry-After, so the sentence names the real wait. */
export const contactLimitedMessage = (seconds: number) =>
  `You have sent several messages in a short time. Please wait ${waitPhrase(seconds)} and write again.`;

export const contactRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  limiter?: RateLimiter;
}> = (app, { db, guards, notify, limiter = createContactLimiter() }, done) => {
  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message to the shelter (Contact Us form; rate limited per address)',
        tags: ['contact'],
        body: CreateContactMessageSchema,
        response: { 201: InsertedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spendAllowance(reply, limiter, addressKey(request.ip), contactLimitedMessage);
      const inserted = await createContactMessage(db, notify, request.body);
      return reply.code(201).send(inserted);
    },
  );

  app.get(
    '/contact',
    {
      onRequest: guards.requireAdmin,
      schema: {
        summary: 'Messages sent through the Contact Us form, newest first (admin)',
        tags: ['contact'],
        querystring: PageQuerySchema,
        response: { 200: z.array(ContactMessageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listContactMessages(
        db,
        actorOf(request, guards.currentUser(request)),
        request.query,
      );
      // Names, addresses and messages of members of the public: kept out of every cache.
      void reply.header('cache-control', 'no-store');
      if (page.next !== undefined) void reply.header('link', nextPageLink(request, page.next));
      return page.messages;
    },
  );

  done();
};
