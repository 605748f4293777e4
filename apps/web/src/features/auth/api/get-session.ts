import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** The identity library's answer to GET /api/auth/get-session: null when nobody is signed in. */
const SessionSchema = z.nullable(
  z.object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.nullish(z.string()),
    }),
  }),
);

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  photoURL: string | null;
};

export async function getSession(): Promise<SessionUser | null> {
  const session = await api.get('/auth/get-session', SessionSchema, { authenticated: false });
  if (!session) return null;
  const { id, name, email, image } = session.user;
  return { id, name, email, photoURL: image ?? null };
}
