import type { Login } from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** Sets the session cookie; the session itself is read back with getSession. */
export function signInWithEmail({ email, password }: Login) {
  return api.post('/auth/sign-in/email', { email, password }, z.unknown(), {
    authenticated: false,
  });
}
