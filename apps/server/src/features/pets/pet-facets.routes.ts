import { PetFacetsSchema, PetListQuerySchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { errorResponses } from '../../lib/error-responses';
import { forbidden } from '../../lib/errors';
import { sendJsonText } from '../../lib/send-json-text';
import type { Guards } from '../../plugins/auth';
import type { ListingCache } from './listing-cache';
import { indexScopeOf } from './pets.listing';
import { scopeOf, searchKey, searchOf } from './pet-search';
import type { LivePetIndex } from './search-index/index-sync';

/**
 * GET /api/petListing/facets: the listing's query (its paging ignored) answered with how many
 * pets each filter value would leave, counted by the search index. Who may ask for what follows
 * the listing; the public answers are kept as long as its first pages, under the search's one
 * address.
 */
export const petFacetRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  listingCache: ListingCache;
  petIndex: LivePetIndex;
}> = (app, { db, guards, listingCache, petIndex }, done) => {
  const { requireUser, currentUser } = guards;

  app.get(
    '/petListing/facets',
    {
      schema: {
        summary:
          'How many pets each value of each filter would leave, under the listing’s other filters',
        tags: ['pets'],
        querystring: PetListQuerySchema,
        response: { 200: PetFacetsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      let caller: AuthUser | undefined;
      const signedInList =
        query.includeAdopted === true && request.headers.authorization !== undefined;
      if (query.email !== undefined || signedInList) {
        await requireUser(request);
        caller = currentUser(request);
        if (query.email !== undefined && caller.email !== query.email && caller.role !== 'admin') {
          throw forbidden('You can only count your own pets.');
        }
      }
      const scope = scopeOf(query, caller);
      const search = searchOf(query);
      const load = async () => {
        const counted = await indexScopeOf(db, query, caller);
        return petIndex.answerFromIndex((index) => index.facetsJson(counted, search));
      };
      const body =
        scope === 'available' || scope === 'public'
          ? await listingCache.facets.get(
              JSON.stringify([scope, searchKey(search, { withSort: false })]),
              load,
            )
          : await load();
      if (caller !== undefined) void reply.header('cache-control', 'private, no-cache');
      return sendJsonText(reply, body);
    },
  );

  done();
};
