import type { MonthlyGiftAction, MonthlyGiftChange } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

/** The code in a gift's page address (`/gifts/manage/{code}`). */
export const codeOfManageLink = (manageLink: string) => manageLink.split('/').at(-1) ?? '';

export function useChangeGift(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GiftChangeRequest) => sendGiftChange(code, change),
    // A change replaces the gift's code: the gift is kept under the new one, which the page
    // moves to.
    onSuccess: ({ gift, manageLink }: MonthlyGiftChange) =>
      queryClient.setQueryData(
        getMonthlyGiftQueryOptions(codeOfManageLink(manageLink)).queryKey,
        gift,
      ),
  });
}
