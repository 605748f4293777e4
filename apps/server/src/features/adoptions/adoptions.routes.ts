import {
  AdoptionListQuerySchema,
  AdoptionRequestSchema,
  CreateAdoptionRequestSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  PetSchema,
  ReapplySchema,
  UpdateAdoptionStatusSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import { IdParams } from '../../lib/route-params';
import type { Notify } from '../../messaging/notify';
import type { Guards } from '../../plugins/auth';
import { listAdoptionRequests } from './adoption-list';
import { reapply } from './adoption-reapply';
import { similarPets } from './adoption-similar';
import { updateAdoptionStatus, withdrawAdoptionRequest } from './adoption-status';
import {
  acceptAdoptionRequest,
  createAdoptionRequest,
  deleteAdoptionRequest,
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
    (request) =>
      deleteAdoptionRequest(db, notify, actorOf(request, currentUser(request)), request.params.id),
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
        actorOf(request, currentUser(request)),
        request.params.id,
      );
      // The pet is adopted now: the public listing must not offer it, even for a second.
      listingCache.clear();
      return accepted;
    },
  );

  app.patch(
    '/adoptionUsers/:id/status',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Mark an open request reviewing, or decline it with a note the adopter reads (pet owner or admin)',
        tags: ['adoptions'],
        params: IdParams,
        body: UpdateAdoptionStatusSchema,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) =>
      updateAdoptionStatus(
        db,
        notify,
        actorOf(request, currentUser(request)),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/adoptionUsers/:id/withdraw',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Withdraw an open request (the adopter): it stays listed as withdrawn',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) => withdrawAdoptionRequest(db, notify, currentUser(request), request.params.id),
  );

  app.get(
    '/adoptionUsers/:id/similar',
    {
      schema: {
        summary:
          'Up to 6 available pets like this request’s pet, for its adopter to ask for (the adopter or an admin)',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: z.array(PetSchema), ...errorResponses },
      },
    },
    (request) => similarPets(db, currentUser(request), request.params.id),
  );

  app.post(
    '/adoptionUsers/:id/reapply',
    {
      config: { userLimit: 'adoptionRequests' },
      schema: {
        summary:
          'Ask for another pet with a declined request’s phone, address, profile and answers (the adopter)',
        tags: ['adoptions'],
        params: IdParams,
        body: ReapplySchema,
        response: { 200: InsertedSchema, ...errorResponses },
      },
    },
    (request) => reapply(db, notify, currentUser(request), request.params.id, request.body),
  );

  done();
};
