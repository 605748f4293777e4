import { CategorySchema } from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** GET /category answers the list of categories. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/category', z.array(CategorySchema), { signal });
}
