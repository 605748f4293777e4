import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./contact-message-requests');

export const CONTACT_MESSAGES_PAGE_LIMIT = 20;

/** The admins' inbox, one page: newest first. */
export function getContactMessagesQueryOptions(cursor: string | undefined) {
  return queryOptions({
    queryKey: ['contact-messages', { cursor }],
    queryFn: async ({ signal }) =>
      (await requests()).getContactMessagesPage({
        cursor,
        limit: CONTACT_MESSAGES_PAGE_LIMIT,
        signal,
      }),
    // New messages arrive at any time; an admin opening the screen wants them all. Not at once
    // again, though, after the page brought them: each reading is an entry in the audit log.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(cursor: string | undefined) {
  return useQuery(getContactMessagesQueryOptions(cursor));
}
