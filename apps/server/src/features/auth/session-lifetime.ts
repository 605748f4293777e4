import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { Database } from '../../db/client';
import { cancelOutstandingLinks } from '../../messaging/emailed-links';
import { sessionOutlived } from '../../lib/session-max-age';

/** The calls after which none of the account's outstanding links may still be used. */
const ENDS_LINKS = new Set(['/change-password', '/revoke-sessions']);

/**
 * better-auth `hooks.after`:
 * - A password change or "sign out everywhere" that went through cancels every pending change
 *   of address and other outstanding link of the account (a reset does so in its own callback).
 * - The session check (get-session, which /api/jwt also goes through) answers "no session" for
 *   an outlived one, deletes it and clears its cookie.
 */
export const afterIdentityCall = (db: Database) =>
  createAuthMiddleware(async (ctx) => {
    if (ENDS_LINKS.has(ctx.path)) {
      const userId = ctx.context.session?.user.id;
      const failed = ctx.context.returned instanceof Error;
      if (userId !== undefined && !failed) await cancelOutstandingLinks(db, userId);
      return;
    }
    return endOutlivedSession(ctx);
  });

async function endOutlivedSession(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  if (ctx.path !== '/get-session') return;
  const found: unknown = ctx.context.returned;
  if (typeof found !== 'object' || found === null || !('session' in found)) return;
  const { session } = found as { session: { token: string; createdAt: Date | string } };
  if (!sessionOutlived(new Date(session.createdAt))) return;
  await ctx.context.internalAdapter.deleteSession(session.token);
  deleteSessionCookie(ctx);
  return ctx.json(null);
}

/**
 * better-auth `hooks.before`, on every identity call but get-session (its after hook above does
 * the same without a second lookup):
 * - A session past its absolute lifetime is deleted before the endpoint reads it. Every call
 *   that needs a session (update-user, change-password, list-sessions, revoke-*, …) then finds
 *   none and answers 401, and a sign-in goes ahead as from a signed-out browser.
 * - A password change always ends the person's other sessions (and with them their access
 *   tokens), whatever the client asked; this device gets a new session.
 */
export const beforeIdentityCall = createAuthMiddleware(
  async (ctx): Promise<{ context: { body: object } } | undefined> => {
    if (ctx.path === '/get-session') return undefined;
    const { authCookies, internalAdapter, secret } = ctx.context;
    const token = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
    if (token) {
      const found = await internalAdapter.findSession(token);
      if (found && sessionOutlived(new Date(found.session.createdAt))) {
        await internalAdapter.deleteSession(token);
      }
    }
    const body: unknown = ctx.body;
    const change = ctx.path === '/change-password' && typeof body === 'object' && body !== null;
    return change ? { context: { body: { ...body, revokeOtherSessions: true } } } : undefined;
  },
);
