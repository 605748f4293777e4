import {
  AdoptionListQuerySchema,
  AdoptionRequestSchema,
  CreateAdoptionRequestSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { IdParams } from '../../lib/route-params';
import type { Notify } from '../../lib/notify';
import type { Guards } from '../../plugins/auth';
import {
  acceptAdoptionRequest,
  createAdoptionRequest,
  deleteAdoptionRequest,
  listAdoptionRequests,
} from './adoptions.service';

export const adoptionRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  /** The pets listing's cache (features/pets), emptied when an adoption changes a pet. */
  listingCache: { clear(): void };
}> = (app, { db, guards, notify, listingCache }, done) => {
  const { requireUser, currentUser } = guards;
  app.addHook('onRequest', requireUser);

  app.post(
    '/adoptionUsers',
    {
      config: { userLimit: 'adoptionRequests' },
      schema: {
        summary: 'Ask to adopt a pet (the caller is the adopter)',
        tags: ['adoptions'],
        body: CreateAdoptionRequestSchema,
        response: { 200: InsertedSchema, ...errorResponses },
      },
    },
    (request) => createAdoptionRequest(db, notify, currentUser(request), request.body),
  );

  app.get(
    '/adoptionUsers',
    {
      schema: {
        summary:
          'Requests received for `email`’s pets, or sent by `adoptorEmail` (that user or an admin)',
        tags: ['adoptions'],
        querystring: AdoptionListQuerySchema,
        response: { 200: z.array(AdoptionRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const list = await listAdoptionRequests(db, currentUser(request), request.query);
      // Phone numbers and addresses: no shared cache or browser history keeps them.
      void reply.header('cache-control', 'no-store');
      return list;
    },
  );

  app.delete(
    '/adoptionUsers/:id',
    {
      config: { userLimit: 'deletions' },
      schema: {
        summary:
          'Reject (pet owner: off their list, declined for the adopter), withdraw (adopter) or remove (admin) a request',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: DeletedSchema, ...errorResponses },
      },
    },
    (request) => deleteAdoptionRequest(db, notify, currentUser(request), request.params.id),
  );

  app.patch(
    '/adoptionUsers/:id/accept',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Accept a request (pet owner or admin): the pet is adopted, other open requests declined',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const accepted = await acceptAdoptionRequest(
        db,
        notify,
        currentUser(request),
        request.params.id,
      );
      // The pet is adopted now: the public listing must not offer it, even for a second.
      listingCache.clear();
      return accepted;
    },
  );

  done();
};
