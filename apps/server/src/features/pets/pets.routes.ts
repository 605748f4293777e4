import {
  CreatePetSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  PetListQuerySchema,
  PetSchema,
  UpdatePetSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { nextPageLink } from '../../lib/next-page-link';
import { errorResponses } from '../../lib/error-responses';
import { sendJsonText } from '../../lib/send-json-text';
import type { AuthUser } from '../../lib/auth-user';
import { actorOf } from '../../lib/audit-log';
import { IdParams } from '../../lib/route-params';
import type { Notify } from '../../lib/notify';
import type { Guards } from '../../plugins/auth';
import type { ListingCache } from './listing-cache';
import { listPets } from './pets.listing';
import { createPet, deletePet, getPet, updatePet } from './pets.service';

export const petRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  listingCache: ListingCache;
}> = (app, { db, guards, notify, listingCache }, done) => {
  const { requireUser, currentUser } = guards;
  // A write that changed listed pets empties the listing's caches before its answer leaves, so
  // the writer's next listing shows it; a refused write leaves them as they are for everyone.
  const thenClearListing = async <T>(write: Promise<T>) => {
    const result = await write;
    listingCache.clear();
    return result;
  };

  app.get(
    '/petListing',
    {
      schema: {
        summary:
          'Pets, newest first: available ones to anyone; `email` lists that person’s own (that user or an admin)',
        tags: ['pets'],
        querystring: PetListQuerySchema,
        response: { 200: z.array(PetSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      // Public, except a person's own list, which may hold adopted pets and is theirs only.
      let caller: AuthUser | undefined;
      if (request.query.email !== undefined) {
        await requireUser(request);
        caller = currentUser(request);
      }
      const page = await listPets(db, request.query, caller, listingCache);
      void reply.header('x-total-count', String(page.total));
      if (page.next !== undefined) void reply.header('link', nextPageLink(request, page.next));
      if (caller !== undefined) void reply.header('cache-control', 'private, no-cache');
      return sendJsonText(reply, page.body);
    },
  );

  app.get(
    '/petListing/:id',
    {
      schema: {
        summary: 'One pet',
        tags: ['pets'],
        params: IdParams,
        response: { 200: PetSchema, ...errorResponses },
      },
    },
    (request) => getPet(db, request.params.id),
  );

  app.post(
    '/petListing',
    {
      onRequest: requireUser,
      config: { userLimit: 'pets' },
      schema: {
        summary: 'Add a pet (the caller owns it)',
        tags: ['pets'],
        body: CreatePetSchema,
        response: { 200: InsertedSchema, ...errorResponses },
      },
    },
    (request) => thenClearListing(createPet(db, currentUser(request), request.body)),
  );

  app.patch(
    '/petListing/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Change a pet (owner or admin); `adopted` changes only when sent',
        tags: ['pets'],
        params: IdParams,
        body: UpdatePetSchema,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) =>
      thenClearListing(
        updatePet(
          db,
          notify,
          actorOf(request, currentUser(request)),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/petListing/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'deletions' },
      schema: {
        summary: 'Delete a pet and its adoption requests (owner or admin)',
        tags: ['pets'],
        params: IdParams,
        response: { 200: DeletedSchema, ...errorResponses },
      },
    },
    (request) =>
      thenClearListing(
        deletePet(db, notify, actorOf(request, currentUser(request)), request.params.id),
      ),
  );

  done();
};
