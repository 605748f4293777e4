import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listOf } from '@/lib/api-client';

// Home's sections: the schema comes with the call, so zod is not in Home's first load
// (decision 014).
const ReviewsSchema = listOf(
  async () => (await import('@pet-adoption/shared/reviews')).ReviewSchema,
);

/** SPEC §7: GET /reviews answers the list of reviews shown as testimonials. */
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
