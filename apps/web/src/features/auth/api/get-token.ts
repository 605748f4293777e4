import { api } from '@/lib/api-client';

/** SPEC §7 POST /jwt: the server signs a token only for the e-mail of the live session. */
export async function getAccessToken(email: string) {
  const { token } = await api.post(
    '/jwt',
    { email },
    async () => (await import('@pet-adoption/shared/auth')).JwtResponseSchema,
    {
      authenticated: false,
    },
  );
  return token;
}
