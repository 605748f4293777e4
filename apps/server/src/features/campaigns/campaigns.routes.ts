import {
  CampaignListQuerySchema,
  CampaignSchema,
  CreateCampaignSchema,
  CreatedIdSchema,
  DeletedSchema,
  DonatorSchema,
  ModifiedSchema,
  PageQuerySchema,
  UpdateCampaignSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPageHeaders } from '../../lib/next-page-link';
import { errorResponses } from '../../lib/error-responses';
import type { AuthUser } from '../../lib/auth-user';
import { actorOf } from '../../messaging/audit-log';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listDonators,
  updateCampaign,
} from './campaigns.service';
import { donationsCsv } from './donations-csv';

export const campaignRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  const { requireUser, currentUser } = guards;

  app.get(
    '/campaigns',
    {
      schema: {
        summary:
          'Donation campaigns, newest first; `adderEmail` lists that person’s own (that user or an admin)',
        tags: ['campaigns'],
        querystring: CampaignListQuerySchema,
        response: { 200: z.array(CampaignSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      let caller: AuthUser | undefined;
      if (request.query.adderEmail !== undefined) {
        await requireUser(request);
        caller = currentUser(request);
      }
      const page = await listCampaigns(db, request.query, caller);
      sendPageHeaders(request, reply, page);
      if (caller !== undefined) void reply.header('cache-control', 'private, no-cache');
      return page.campaigns;
    },
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        summary: 'One campaign, with its donated total, donor count and status',
        tags: ['campaigns'],
        params: IdParams,
        response: { 200: CampaignSchema, ...errorResponses },
      },
    },
    (request) => getCampaign(db, request.params.id),
  );

  app.post(
    '/campaigns',
    {
      onRequest: requireUser,
      config: { userLimit: 'campaigns' },
      schema: {
        summary: 'Start a campaign (the caller is its creator)',
        tags: ['campaigns'],
        body: CreateCampaignSchema,
        response: { 201: CreatedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const inserted = await createCampaign(db, currentUser(request), request.body);
      return reply.code(201).send(inserted);
    },
  );

  app.patch(
    '/campaigns/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Change a campaign, or pause and resume it (creator or admin)',
        tags: ['campaigns'],
        params: IdParams,
        body: UpdateCampaignSchema,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) =>
      updateCampaign(db, actorOf(request, currentUser(request)), request.params.id, request.body),
  );

  app.delete(
    '/campaigns/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'deletions' },
      schema: {
        summary: 'Delete a campaign that has no payments (creator or admin); 409 otherwise',
        tags: ['campaigns'],
        params: IdParams,
        response: { 200: DeletedSchema, ...errorResponses },
      },
    },
    (request) => deleteCampaign(db, actorOf(request, currentUser(request)), request.params.id),
  );

  app.get(
    '/campaigns/:id/donators',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Succeeded donations to a campaign, newest first (creator or admin)',
        tags: ['campaigns'],
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: z.array(DonatorSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listDonators(
        db,
        actorOf(request, currentUser(request)),
        request.params.id,
        request.query,
      );
      // Donors' e-mails: no shared cache or browser history keeps them.
      void reply.header('cache-control', 'no-store');
      sendPageHeaders(request, reply, page);
      return page.donators;
    },
  );

  app.get(
    '/campaigns/:id/donations.csv',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'A campaign’s gifts as CSV, oldest first (creator or admin; anonymous donors named to admins only)',
        tags: ['campaigns'],
        params: IdParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await donationsCsv(
        db,
        actorOf(request, currentUser(request)),
        request.params.id,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  done();
};
