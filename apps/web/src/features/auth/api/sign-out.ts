import { anyAnswer, api } from '@/lib/api-client';

export function signOut() {
  return api.post('/auth/sign-out', {}, anyAnswer, { authenticated: false });
}
