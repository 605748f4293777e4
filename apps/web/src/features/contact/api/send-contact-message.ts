import { InsertedSchema, type CreateContactMessage } from '@pet-adoption/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/contact: anyone may write; the server limits how often per address. */
export function sendContactMessage(message: CreateContactMessage) {
  return api.post('/contact', message, InsertedSchema, { authenticated: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
