import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { sessionOutlived } from '../../lib/session-max-age';

/**
 * better-auth `hooks.after`: the session check (get-session, which /api/jwt also goes through)
 * answers "no session" for an outlived one, deletes it and clears its cookie.
 */
export const endOutlivedSessions = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/get-session') return;
  const found: unknown = ctx.context.returned;
  if (typeof found !== 'object' || found === null || !('session' in found)) return;
  const { session } = found as { session: { token: string; createdAt: Date | string } };
  if (!sessionOutlived(new Date(session.createdAt))) return;
  await ctx.context.internalAdapter.deleteSession(session.token);
  deleteSessionCookie(ctx);
  return ctx.json(null);
});

/**
 * better-auth `hooks.before`: a password change always ends the person's other sessions (and
 * with them their access tokens), whatever the client asked; this device gets a new session.
 */
export const passwordChangeEndsSessions = createAuthMiddleware(
  (ctx): Promise<{ context: { body: object } } | undefined> => {
    const body: unknown = ctx.body;
    const change = ctx.path === '/change-password' && typeof body === 'object' && body !== null;
    return Promise.resolve(
      change ? { context: { body: { ...body, revokeOtherSessions: true } } } : undefined,
    );
  },
);
