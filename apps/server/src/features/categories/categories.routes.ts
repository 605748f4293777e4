import { CategorySchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { listCategories } from './categories.service';

export const categoryRoutes: FastifyPluginCallbackZod<{ db: Database }> = (app, { db }, done) => {
  app.get(
    '/category',
    {
      schema: {
        summary: 'The six pet categories',
        tags: ['categories'],
        response: { 200: z.array(CategorySchema), ...errorResponses },
      },
    },
    () => listCategories(db),
  );
  done();
};
