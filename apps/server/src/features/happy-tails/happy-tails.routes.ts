import {
  CreatedIdSchema,
  CreateHappyTailSchema,
  HappyTailSchema,
  PageQuerySchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import type { Notify } from '../../messaging/notify';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { listHappyTails, shareHappyTail } from './happy-tails.service';

/** A pet's happy tails: read by anyone, shared by its adopter. */
export const happyTailRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
}> = (app, { db, guards, notify }, done) => {
  app.get(
    '/petListing/:id/happy-tails',
    {
      schema: {
        summary: 'What its adopter shared about how the pet is doing, newest first',
        tags: ['pets'],
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: z.array(HappyTailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listHappyTails(db, request.params.id, request.query);
      sendPageHeaders(request, reply, page);
      return page.tails;
    },
  );

  app.post(
    '/petListing/:id/happy-tails',
    {
      onRequest: guards.requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Share a happy tail (the adopter whose request was accepted); the lister and the donors of its campaigns are told. 201',
        tags: ['pets'],
        params: IdParams,
        body: CreateHappyTailSchema,
        response: { 201: CreatedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await shareHappyTail(
        db,
        notify,
        guards.currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  done();
};
