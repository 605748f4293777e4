import {
  API_PREFIX,
  SessionAnswerSchema,
  visitorOfSession,
  type PageVisit,
} from '@pet-adoption/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who is visiting, decided once per page request, before the page cache is asked or anything is
 * rendered: the same session read the browser makes (GET /api/auth/get-session, with the
 * request's cookies, inside this process), so the identity library's own cookie rules decide,
 * not a pattern of ours. A request without cookies is anonymous without asking. A session that
 * cannot be read (the database is away) is neither anonymous nor signed in: the page is the
 * error page and nothing is cached.
 */
export async function readPageVisit(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageVisit> {
  const cookie = request.headers.cookie;
  if (!cookie) return { kind: 'anonymous' };
  const answer = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/auth/get-session`,
    headers: { cookie, accept: 'application/json' },
  });
  if (answer.statusCode >= 500) return { kind: 'unknown' };
  if (answer.statusCode !== 200) return { kind: 'anonymous' };
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    return { kind: 'anonymous' };
  }
  const parsed = SessionAnswerSchema.safeParse(body);
  const visitor = parsed.success ? visitorOfSession(parsed.data) : null;
  return visitor ? { kind: 'signedIn', visitor } : { kind: 'anonymous' };
}
