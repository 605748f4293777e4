import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

export function signOut() {
  return api.post('/auth/sign-out', {}, z.unknown(), { authenticated: false });
}
