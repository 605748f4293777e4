import {
  AdopterProfileSchema,
  ApplicationSettingsSchema,
  PetApplicationSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import {
  applicationSettingsOf,
  petApplication,
  saveAdopterProfile,
  saveApplicationSettings,
  savedAdopterProfile,
} from './applications.service';

/**
 * A real application (docs/product.md §7, Applications): the lister's questions and terms, the
 * adopter's profile (each person only their own), and what asking for one pet takes.
 */
export const applicationRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
}> = (app, { db, guards }, done) => {
  const { requireUser, currentUser } = guards;
  app.addHook('onRequest', requireUser);

  app.get(
    '/application-settings',
    {
      schema: {
        summary: 'The caller’s application questions (for all their pets) and adoption terms',
        tags: ['adoptions'],
        response: { 200: ApplicationSettingsSchema, ...errorResponses },
      },
    },
    (request) => applicationSettingsOf(db, currentUser(request).id),
  );

  app.put(
    '/application-settings',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Replace the caller’s application questions and adoption terms',
        tags: ['adoptions'],
        body: ApplicationSettingsSchema,
        response: { 200: ApplicationSettingsSchema, ...errorResponses },
      },
    },
    (request) => saveApplicationSettings(db, currentUser(request).id, request.body),
  );

  app.get(
    '/adopter-profile',
    {
      schema: {
        summary: 'The caller’s adopter profile (`{}` before they save one)',
        tags: ['adoptions'],
        response: { 200: AdopterProfileSchema, ...errorResponses },
      },
    },
    // Personal, so sent `Cache-Control: no-store` like every signed-in answer (personal-answers).
    async (request) => (await savedAdopterProfile(db, currentUser(request).id)) ?? {},
  );

  app.put(
    '/adopter-profile',
    {
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Replace the caller’s adopter profile',
        tags: ['adoptions'],
        body: AdopterProfileSchema,
        response: { 200: AdopterProfileSchema, ...errorResponses },
      },
    },
    (request) => saveAdopterProfile(db, currentUser(request).id, request.body),
  );

  app.get(
    '/petListing/:id/application',
    {
      schema: {
        summary:
          'What asking to adopt this pet takes: its owner’s questions and terms, and its open requests',
        tags: ['adoptions'],
        params: IdParams,
        response: { 200: PetApplicationSchema, ...errorResponses },
      },
    },
    (request) => petApplication(db, request.params.id),
  );

  done();
};
