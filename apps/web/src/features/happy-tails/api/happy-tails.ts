import type { CreateHappyTail } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

export function useShareHappyTail(petId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tail: CreateHappyTail) => (await requests()).shareHappyTail(petId, tail),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['happy-tails', petId] }),
  });
}
