import {
  ModifiedSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  UnreadCountSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import { IdParams } from '../../lib/route-params';
import type { Guards } from '../../plugins/auth';
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.service';

/** The caller's own notices (the bell and /dashboard/notifications). */
export const notificationRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  const { requireUser, currentUser } = guards;
  app.addHook('onRequest', requireUser);

  app.get(
    '/notifications',
    {
      schema: {
        summary: 'The caller’s notices, newest first; `unread=true` leaves out the read ones',
        tags: ['notifications'],
        querystring: NotificationListQuerySchema,
        response: { 200: z.array(NotificationSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(db, currentUser(request), request.query);
      sendPageHeaders(request, reply, page);
      return page.notifications;
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        summary: 'How many of the caller’s notices are unread (the bell)',
        tags: ['notifications'],
        response: { 200: UnreadCountSchema, ...errorResponses },
      },
    },
    (request) => countUnread(db, currentUser(request)),
  );

  app.patch(
    '/notifications/:id/read',
    {
      // A change like any other: it counts against the person's allowance of changes.
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Mark one of the caller’s notices read (another person’s answers 404)',
        tags: ['notifications'],
        params: IdParams,
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) => markRead(db, currentUser(request), request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        summary: 'Mark every notice of the caller read',
        tags: ['notifications'],
        response: { 200: ModifiedSchema, ...errorResponses },
      },
    },
    (request) => markAllRead(db, currentUser(request)),
  );

  done();
};
