import type { MonthlyGiftAction } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts).
const requests = () => import('./monthly-gift-requests');

export function getMonthlyGiftQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['monthly-gifts', code],
    queryFn: async ({ signal }) => (await requests()).getMonthlyGift(code, { signal }),
    staleTime: 0,
  });
}

export function useMonthlyGift(code: string) {
  return useQuery(getMonthlyGiftQueryOptions(code));
}

/** What the manage page's forms ask for; each answers with the gift as it is now. */
export type GiftChangeRequest =
  | { kind: 'amount'; amount: number }
  | { kind: 'move'; campaignId: string }
  | { kind: MonthlyGiftAction };

export function sendGiftChange(code: string, change: GiftChangeRequest) {
  return requests().then((calls) => {
    if (change.kind === 'amount') return calls.changeGiftAmount(code, change.amount);
    if (change.kind === 'move') return calls.moveGift(code, change.campaignId);
    return calls.changeGift(code, change.kind);
  });
}
