import {
  AdminCheckSchema,
  CreateUserSchema,
  DeletedSchema,
  EmailSchema,
  InsertedSchema,
  ModifiedSchema,
  UserSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { actorOf } from '../../messaging/audit-log';
import { errorResponses } from '../../lib/error-responses';
import type { Notify } from '../../messaging/notify';
import type { Guards } from '../../plugins/auth';
import { banUser, isAdmin, listUsers, makeAdmin, saveOwnUser } from './users.service';

const IdParams = z.object({ id: z.string().min(1) });
const EmailParams = z.object({ email: EmailSchema });

export const userRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  notify: Notify;
}> = (app, { db, guards, notify }, done) => {
  const { requireUser, requireAdmin, currentUser } = guards;

  app.post(
    '/users',
    {
      onRequest: requireUser,
      schema: {
        summary: "Save the caller's own user record (idempotent; a role in the body is ignored)",
        tags: ['users'],
        body: CreateUserSchema,
        response: { 200: InsertedSchema, ...errorResponses },
      },
    },
    (request) => saveOwnUser(currentUser(request), request.body),
  );

  app.get(
    '/users',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every user (admin)',
        tags: ['users'],
        response: { 200: z.array(UserSchema), ...errorResponses },
      },
    },
    () => listUsers(db),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: requireAdmin,
      config: { userLimit: 'deletions' },
      schema: {
        summary: 'Ban a user (admin, not oneself): sign-in, sessions and tokens stop; data is kept',
        tags: ['users'],
        params: IdParams,
        response: { 200: DeletedSchema, ...errorResponses },
      },
    },
    (request) => banUser(db, actorOf(request, currentUser(request)), request.params.id),
  );

  app.patch(
    '/users/admin/:id',
    {
      onRequest: requireAdmin,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Make a user an admin (admin)',
        tags: ['users'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) => makeAdmin(db, notify, actorOf(request, currentUser(request)), request.params.id),
  );

  app.get(
    '/users/admin/:email',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Whether this e-mail is an admin (that user or an admin)',
        tags: ['users'],
        params: EmailParams,
        response: { 200: AdminCheckSchema, ...errorResponses },
      },
    },
    (request) => isAdmin(db, currentUser(request), request.params.email),
  );

  done();
};
