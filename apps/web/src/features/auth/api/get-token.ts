import { JwtResponseSchema } from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

/** POST /jwt: the server signs a token only for the e-mail of the live session. */
export async function getAccessToken(email: string) {
  const { token } = await api.post('/jwt', { email }, JwtResponseSchema, {
    authenticated: false,
  });
  return token;
}
