import {
  FavoriteIdsSchema,
  FavoriteSchema,
  FavoriteToggleSchema,
  PageQuerySchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import type { Guards } from '../../plugins/auth';
import { favoriteIds, listFavorites, removeFavorite, saveFavorite } from './favorites.service';

const PetIdParams = z.object({ petId: z.string() });

/** The caller's own favorite pets (the hearts and /dashboard/favorites); nobody sees another's. */
export const favoriteRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  const { requireUser, currentUser } = guards;
  app.addHook('onRequest', requireUser);

  app.get(
    '/favorites',
    {
      schema: {
        summary: 'The caller’s favorites, newest saved first, with where each pet stands now',
        tags: ['favorites'],
        querystring: PageQuerySchema,
        response: { 200: z.array(FavoriteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listFavorites(db, currentUser(request), request.query);
      sendPageHeaders(request, reply, page);
      return page.favorites;
    },
  );

  app.get(
    '/favorites/ids',
    {
      schema: {
        summary: 'The ids of the pets the caller saved (the hearts on a page of cards)',
        tags: ['favorites'],
        response: { 200: FavoriteIdsSchema, ...errorResponses },
      },
    },
    (request) => favoriteIds(db, currentUser(request)),
  );

  app.put(
    '/favorites/:petId',
    {
      config: { userLimit: 'favorites' },
      schema: {
        summary: 'Save a pet to the caller’s favorites (saving it again changes nothing)',
        tags: ['favorites'],
        params: PetIdParams,
        response: { 200: FavoriteToggleSchema, ...errorResponses },
      },
    },
    (request) => saveFavorite(db, currentUser(request), request.params.petId),
  );

  app.delete(
    '/favorites/:petId',
    {
      config: { userLimit: 'favorites' },
      schema: {
        summary: 'Remove a pet from the caller’s favorites (removing it again changes nothing)',
        tags: ['favorites'],
        params: PetIdParams,
        response: { 200: FavoriteToggleSchema, ...errorResponses },
      },
    },
    (request) => removeFavorite(db, currentUser(request), request.params.petId),
  );

  done();
};
