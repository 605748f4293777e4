import { queryOptions, useQuery } from '@tanstack/react-query';

/** The call and its schema load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./review-requests');

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews'],
    queryFn: async ({ signal }) => (await requests()).getReviews({ signal }),
  });
}

export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
