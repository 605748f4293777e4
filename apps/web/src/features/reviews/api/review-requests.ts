import { ReviewSchema } from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** GET /reviews answers the list of reviews shown as testimonials. */
export function getReviews({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/reviews', z.array(ReviewSchema), { signal });
}
