import { ReviewSchema } from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { listReviews } from './reviews.service';

export const reviewRoutes: FastifyPluginCallbackZod<{ db: Database }> = (app, { db }, done) => {
  app.get(
    '/reviews',
    {
      schema: {
        summary: 'Testimonials for the home page',
        tags: ['reviews'],
        response: { 200: z.array(ReviewSchema), ...errorResponses },
      },
    },
    () => listReviews(db),
  );
  done();
};
