import type { Register } from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** Creates the account and signs it in (session cookie). The library calls the photo `image`. */
export function signUpWithEmail({ name, photoURL, email, password }: Register) {
  return api.post('/auth/sign-up/email', { name, email, password, image: photoURL }, z.unknown(), {
    authenticated: false,
  });
}
