import { AuditEntrySchema, AuditListQuerySchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { sendPageHeaders } from '../../lib/next-page-link';
import type { Guards } from '../../plugins/auth';
import { listAuditEntries } from './audit.service';

/**
 * The admin audit log (docs/product.md §2, decision 061), read-only: entries are written by
 * messaging/audit-log.ts with the actions they record, and nothing here changes or deletes one.
 */
export const auditRoutes: FastifyPluginCallbackZod<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  app.get(
    '/audit',
    {
      onRequest: guards.requireAdmin,
      schema: {
        summary:
          'What admins did and when they signed in, newest first (admin); filter by `adminId`, `action`, `from` and `to` (YYYY-MM-DD, UTC, inclusive)',
        tags: ['audit'],
        querystring: AuditListQuerySchema,
        response: { 200: z.array(AuditEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listAuditEntries(db, request.query);
      // Who did what from which address: kept out of every cache.
      void reply.header('cache-control', 'no-store');
      sendPageHeaders(request, reply, page);
      return page.entries;
    },
  );

  done();
};
