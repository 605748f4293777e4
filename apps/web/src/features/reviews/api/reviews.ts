import { ReviewSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

const ReviewsSchema = z.array(ReviewSchema);

/** GET /reviews answers the list of reviews shown as testimonials. */
export function getReviews({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/reviews', ReviewsSchema, { signal });
}

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews({ signal }),
  });
}

export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
