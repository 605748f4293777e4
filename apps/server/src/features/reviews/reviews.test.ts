import { ReviewSchema } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedReviews } from '../../../seed/data';
import { json, testDatabases, useTestApp } from '../../../test/helpers';

describe.each(testDatabases)('GET /api/reviews on %s', (database) => {
  const t = useTestApp({ database, seed: true });

  it('answers the testimonials with name, details and rating, in the seed order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });

    expect(response.statusCode).toBe(200);
    const reviews = json<unknown[]>(response).map((item) =>
      z.strictObject(ReviewSchema.shape).parse(item),
    );
    expect(reviews.map(({ name, details, rating }) => ({ name, details, rating }))).toEqual(
      seedReviews.map(({ name, details, rating }) => ({ name, details, rating })),
    );
  });
});
