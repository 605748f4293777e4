import {
  CampaignUpdateSchema,
  CreateCampaignUpdateSchema,
  PageQuerySchema,
  PostedCampaignUpdateSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import type { Notify } from '../../messaging/notify';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { listCampaignUpdates, postCampaignUpdate } from './campaign-updates.service';

/** A campaign's news: read by anyone, posted by its creator or an admin. */
export const campaignUpdateRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
}> = (app, { db, guards, notify }, done) => {
  app.get(
    '/campaigns/:id/updates',
    {
      schema: {
        summary: 'A campaign’s news, newest first',
        tags: ['campaigns'],
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: z.array(CampaignUpdateSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listCampaignUpdates(db, request.params.id, request.query);
      sendPageHeaders(request, reply, page);
      return page.updates;
    },
  );

  app.post(
    '/campaigns/:id/updates',
    {
      onRequest: guards.requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Post news of the campaign (its creator or an admin); its donors are told, by e-mail for the first 3 a day. 201',
        tags: ['campaigns'],
        params: IdParams,
        body: CreateCampaignUpdateSchema,
        response: { 201: PostedCampaignUpdateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await postCampaignUpdate(
        db,
        notify,
        actorOf(request, guards.currentUser(request)),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  done();
};
