import { queryOptions, useQuery } from '@tanstack/react-query';

// The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts).
const requests = () => import('./happy-tail-requests');

export function getHappyTailsQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['happy-tails', petId],
    queryFn: async ({ signal }) => (await requests()).getHappyTails(petId, { signal }),
  });
}

export function useHappyTails(petId: string) {
  return useQuery(getHappyTailsQueryOptions(petId));
}
