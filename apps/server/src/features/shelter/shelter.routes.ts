import { ShelterDetailsFormSchema, ShelterDetailsSchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { readShelterDetails } from '../../db/queries/shelter-details';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import type { Guards } from '../../plugins/auth';
import { updateShelterDetails } from './shelter.service';

/** The shelter's name, charity number and tax sentence: public, set by admins. */
export const shelterRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  app.get(
    '/shelter-details',
    {
      schema: {
        summary: 'The shelter’s name, charity number and tax sentence (empty until set)',
        tags: ['payments'],
        response: { 200: ShelterDetailsSchema, ...errorResponses },
      },
    },
    () => readShelterDetails(db),
  );

  app.put(
    '/shelter-details',
    {
      onRequest: guards.requireAdmin,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Set the shelter’s details shown on receipts and statements (admin)',
        tags: ['payments'],
        body: ShelterDetailsFormSchema,
        response: { 200: ShelterDetailsSchema, ...errorResponses },
      },
    },
    (request) =>
      updateShelterDetails(db, actorOf(request, guards.currentUser(request)), request.body),
  );

  done();
};
