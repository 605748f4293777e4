import {
  ContactMessageSchema,
  InsertedSchema,
  type CreateContactMessage,
} from '@pet-adoption/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, getPage } from '@/lib/api-client';

export const CONTACT_MESSAGES_PAGE_LIMIT = 20;

/** GET /api/contact (admins), one page: newest first, the next page's cursor from Link. */
export function getContactMessagesQueryOptions(cursor: string | undefined) {
  return queryOptions({
    queryKey: ['contact-messages', { cursor }],
    queryFn: ({ signal }) =>
      getPage('/contact', ContactMessageSchema, {
        signal,
        query: { limit: CONTACT_MESSAGES_PAGE_LIMIT, cursor },
      }),
    // New messages arrive at any time; an admin opening the screen wants them all.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(cursor: string | undefined) {
  return useQuery(getContactMessagesQueryOptions(cursor));
}

/** POST /api/contact: anyone may write; the server limits how often per address. */
export function sendContactMessage(message: CreateContactMessage) {
  return api.post('/contact', message, InsertedSchema, { authenticated: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
