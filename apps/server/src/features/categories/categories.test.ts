import { CategorySchema, PET_CATEGORIES } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedCategories } from '../../../seed/data';
import { buildTestApp, json, testDatabases, useTestApp } from '../../../test/helpers';

describe.each(testDatabases)('GET /api/category on %s', (database) => {
  const t = useTestApp({ database, seed: true });

  it('answers the six categories in the order screens list them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = json<unknown[]>(response);
    const categories = body.map((item) => z.strictObject(CategorySchema.shape).parse(item));
    expect(categories.map((c) => c.category)).toEqual([...PET_CATEGORIES]);
    for (const { _id, ...fields } of categories) {
      expect(_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(fields).toEqual(seedCategories.find((c) => c.category === fields.category));
    }
  });

  it('answers an empty list on a database without demo content', async () => {
    const empty = await buildTestApp({ database });
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/api/category' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
