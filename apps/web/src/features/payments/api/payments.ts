import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/*
 * The calls and their schemas load with the first call (the rule is in
 * features/pets/api/pets.ts). The donation itself calls them outside a query, from the payment
 * screen, which imports payment-requests.ts directly.
 */
const requests = () => import('./payment-requests');

/** After a donation: every total, progress bar and history on screen is out of date. */
export function useInvalidateDonations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['payments'] }),
      // The campaigns feature's keys (totals, progress, donors); named here, not imported.
      queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
    ]);
}

export type PaymentsFilter = { campaignId?: string; cursor?: string; limit?: number };

/** Rows of a payments table's page: the page the server renders asks for the same first one. */
export const PAYMENTS_TABLE_PAGE_SIZE = 20;

/** My payments, or every payment for an admin (optionally one campaign's). */
export function getPaymentsQueryOptions({
  campaignId,
  cursor,
  limit = PAYMENTS_TABLE_PAGE_SIZE,
}: PaymentsFilter) {
  return queryOptions({
    queryKey: ['payments', 'list', { campaignId, cursor, limit }],
    queryFn: async ({ signal }) =>
      (await requests()).getPaymentsPage({ campaignId, cursor, limit, signal }),
    staleTime: 0,
  });
}

export function usePayments(filter: PaymentsFilter, enabled = true) {
  return useQuery({ ...getPaymentsQueryOptions(filter), enabled });
}

export function getReceiptQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['payments', 'receipt', code],
    queryFn: async ({ signal }) => (await requests()).getReceipt(code, { signal }),
    // A refund changes it; a receipt is read rarely and never polled.
    staleTime: 0,
  });
}

export function useReceipt(code: string) {
  return useQuery(getReceiptQueryOptions(code));
}

export function getShelterDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['shelter-details'],
    queryFn: async ({ signal }) => (await requests()).getShelterDetails({ signal }),
  });
}

export function useShelterDetails() {
  return useQuery(getShelterDetailsQueryOptions());
}

export function getStatementQueryOptions(year: number) {
  return queryOptions({
    queryKey: ['payments', 'statement', year],
    queryFn: async ({ signal }) => (await requests()).getStatement(year, { signal }),
    staleTime: 0,
  });
}

export function useStatement(year: number) {
  return useQuery(getStatementQueryOptions(year));
}
