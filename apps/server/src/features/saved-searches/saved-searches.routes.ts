import {
  AlertSearchesSchema,
  BAD_ALERT_LINK,
  CreateSavedSearchSchema,
  DeletedSchema,
  InsertedSchema,
  pages,
  SavedSearchSchema,
  UpdateSavedSearchSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { badRequest } from '../../lib/errors';
import { acceptOneClickForms } from '../../lib/request-bodies';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { verifyAlertToken } from './alert-token';
import { pauseAlertSearches, searchesOfAlert } from './alert-unsubscribe';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service';

const TokenQuery = z.object({ token: z.string().max(2000) });

/** The caller's saved searches, and the alerts' unsubscribe that needs no sign-in. */
export const savedSearchRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  secret: string;
}> = (app, { db, guards, secret }, done) => {
  const { requireUser, currentUser } = guards;
  acceptOneClickForms(app);

  app.get(
    '/saved-searches',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s saved searches, newest first',
        tags: ['saved searches'],
        response: { 200: z.array(SavedSearchSchema), ...errorResponses },
      },
    },
    (request) => listSavedSearches(db, currentUser(request)),
  );

  app.post(
    '/saved-searches',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Save a search of the pet listing (its query string) under a name; at most 20',
        tags: ['saved searches'],
        body: CreateSavedSearchSchema,
        response: { 201: InsertedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createSavedSearch(db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Rename, change the search or how often, pause or resume one of the caller’s',
        tags: ['saved searches'],
        params: IdParams,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchSchema, ...errorResponses },
      },
    },
    (request) => updateSavedSearch(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: requireUser,
      config: { userLimit: 'deletions' },
      schema: {
        summary: 'Delete one of the caller’s saved searches',
        tags: ['saved searches'],
        params: IdParams,
        response: { 200: DeletedSchema, ...errorResponses },
      },
    },
    (request) => deleteSavedSearch(db, currentUser(request), request.params.id),
  );

  const named = (token: string) => {
    const alert = verifyAlertToken(secret, token);
    if (!alert) throw badRequest(BAD_ALERT_LINK, { token: BAD_ALERT_LINK });
    return alert;
  };

  // A person who opens the header's address in a browser gets the page that asks first.
  app.get(
    '/saved-searches/unsubscribe',
    {
      schema: {
        summary: 'The searches an alert’s unsubscribe token names (changes nothing)',
        tags: ['saved searches'],
        querystring: TokenQuery,
        response: { 200: AlertSearchesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const alert = named(request.query.token);
      if (request.headers.accept?.includes('text/html')) {
        const page = `${pages.unsubscribeSearch.path}?token=${encodeURIComponent(request.query.token)}`;
        return reply.redirect(page, 303);
      }
      return searchesOfAlert(db, alert);
    },
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        summary:
          'One-click unsubscribe of an alert (List-Unsubscribe-Post): pauses its searches, without signing in',
        tags: ['saved searches'],
        querystring: TokenQuery,
        response: { 200: AlertSearchesSchema, ...errorResponses },
      },
    },
    (request) => pauseAlertSearches(db, named(request.query.token)),
  );

  done();
};
