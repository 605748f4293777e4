import { api } from '@/lib/api-client';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  photoURL: string | null;
};

export async function getSession(): Promise<SessionUser | null> {
  const session = await api.get(
    '/auth/get-session',
    async () => (await import('./session-schema')).SessionSchema,
    { authenticated: false },
  );
  if (!session) return null;
  const { id, name, email, image } = session.user;
  return { id, name, email, photoURL: image ?? null };
}
