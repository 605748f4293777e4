import {
  ContactMessageSchema,
  InsertedSchema,
  type CreateContactMessage,
} from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

/** GET /api/contact (admins), one page: newest first, the next page's cursor from Link. */
export function getContactMessagesPage({
  cursor,
  limit,
  signal,
}: {
  cursor?: string;
  limit: number;
  signal?: AbortSignal;
}) {
  return getPage('/contact', ContactMessageSchema, { signal, query: { limit, cursor } });
}

/** POST /api/contact: anyone may write; the server limits how often per address. */
export function sendContactMessage(message: CreateContactMessage) {
  return api.post('/contact', message, InsertedSchema, { authenticated: false });
}
