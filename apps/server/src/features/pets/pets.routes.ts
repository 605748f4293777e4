import {
  CreatePetSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  PetListQuerySchema,
  PetSchema,
  petTexts,
  StillAvailableAnswerSchema,
  StillAvailableSchema,
  UpdatePetSchema,
  waitPhrase,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPageHeaders } from '../../lib/next-page-link';
import { errorResponses } from '../../lib/error-responses';
import { sendJsonText } from '../../lib/send-json-text';
import type { AuthUser } from '../../lib/auth-user';
import { actorOf } from '../../messaging/audit-log';
import { IdParams } from '../../lib/route-params';
import type { PetsListed } from '../../lib/listing-events';
import type { Notify } from '../../messaging/notify';
import { addressKey } from '../../lib/address-key';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { spendAllowance } from '../../lib/spend-allowance';
import type { Guards } from '../../plugins/auth';
import type { ListingCache } from './listing-cache';
import type { LivePetIndex } from './search-index/index-sync';
import { listPets } from './pets.listing';
import { petFacetRoutes } from './pet-facets.routes';
import {
  createPet,
  deletePet,
  getPet,
  keepListed,
  keepOwnPetListed,
  updatePet,
} from './pets.service';

const HOUR = 60 * 60_000;

/**
 * An owner opens a handful of "Still available" links at most; twenty an hour per address leaves
 * room for a shelter with many pets and keeps anyone from guessing tokens at speed.
 */
export const createStillAvailableLimiter = (store?: RateLimitStore) =>
  new RateLimiter(20, HOUR, { name: 'still-available', store });

export const petRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
  listingCache: ListingCache;
  petIndex: LivePetIndex;
  stillAvailableLimiter?: RateLimiter;
  /** Told of each pet added (the saved-search alerts). */
  petsListed?: PetsListed;
}> = (
  app,
  {
    db,
    guards,
    notify,
    listingCache,
    petIndex,
    stillAvailableLimiter = createStillAvailableLimiter(),
    petsListed,
  },
  done,
) => {
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
      // Public, except a person's own list, which may hold adopted and paused pets and is theirs
      // only, and an admin's list of every pet, which holds paused ones.
      let caller: AuthUser | undefined;
      const signedInList =
        request.query.includeAdopted === true && request.headers.authorization !== undefined;
      if (request.query.email !== undefined || signedInList) {
        await requireUser(request);
        caller = currentUser(request);
      }
      const page = await listPets(db, petIndex, request.query, caller, listingCache);
      sendPageHeaders(request, reply, page);
      if (caller !== undefined) void reply.header('cache-control', 'private, no-cache');
      return sendJsonText(reply, page.body);
    },
  );

  void app.register(petFacetRoutes, { db, guards, listingCache, petIndex });

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
        summary:
          'Add a pet (the caller owns it) with its profile: `image`, or `images` whose first is the cover; the age group is worked out',
        tags: ['pets'],
        body: CreatePetSchema,
        response: { 200: InsertedSchema, ...errorResponses },
      },
    },
    (request) => thenClearListing(createPet(db, currentUser(request), request.body, petsListed)),
  );

  app.post(
    '/petListing/still-available',
    {
      schema: {
        summary:
          'Keep a pet listed with the single-use token of its "Still available" e-mail link (no sign-in; rate limited per address)',
        tags: ['pets'],
        body: StillAvailableSchema,
        response: { 200: StillAvailableAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spendAllowance(reply, stillAvailableLimiter, addressKey(request.ip), (seconds) =>
        petTexts.stillAvailableLimited(waitPhrase(seconds)),
      );
      return thenClearListing(keepListed(db, request.body.token));
    },
  );

  app.post(
    '/petListing/:id/still-available',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Keep a pet listed as if it had just been updated: "Still available" in the app (owner or admin)',
        tags: ['pets'],
        params: IdParams,
        response: { 200: StillAvailableAnswerSchema, ...errorResponses },
      },
    },
    (request) => thenClearListing(keepOwnPetListed(db, currentUser(request), request.params.id)),
  );

  app.patch(
    '/petListing/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary:
          'Change a pet (owner or admin); only the fields sent change. `image` alone replaces the cover; `bondedWith` bonds both pets',
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
