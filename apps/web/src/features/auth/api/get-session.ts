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
      role: z.optional(z.string()),
      banned: z.nullish(z.boolean()),
    }),
  }),
);

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  photoURL: string | null;
};

/** Who is visiting, as the server renders the page for them. */
export type Visitor = { user: SessionUser; isAdmin: boolean };

/**
 * The session's person, or null. In the browser the session cookie goes by itself; the server,
 * rendering a page, passes the visitor's `cookie`. A banned account counts as signed out.
 */
export async function getVisitor(cookie?: string): Promise<Visitor | null> {
  const session = await api.get('/auth/get-session', SessionSchema, {
    authenticated: false,
    cookie,
  });
  if (!session || session.user.banned) return null;
  const { id, name, email, image, role } = session.user;
  return { user: { id, name, email, photoURL: image ?? null }, isAdmin: role === 'admin' };
}

export async function getSession(): Promise<SessionUser | null> {
  return (await getVisitor())?.user ?? null;
}

// The root's loader and a guard's both ask, in parallel, while one page renders: one read each.
const visitorsByRequest = new WeakMap<Request, Promise<Visitor | null>>();

/** The visitor of a page the server is rendering, read from the request's session cookie. */
export function visitorOf(request: Request): Promise<Visitor | null> {
  let visitor = visitorsByRequest.get(request);
  if (!visitor) {
    const cookie = request.headers.get('cookie');
    visitor = cookie ? getVisitor(cookie) : Promise.resolve(null);
    visitorsByRequest.set(request, visitor);
  }
  return visitor;
}
