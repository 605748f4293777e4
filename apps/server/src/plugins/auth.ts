import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pet-adoption/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AuthUser } from '../lib/auth-user';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import { oldestLiveSessionStart } from '../lib/session-max-age';

export const BANNED_TOKEN_MESSAGE = 'This account has been banned.';
export const SESSION_ENDED_MESSAGE = 'Your sign-in has ended. Please sign in again.';

/** Who a token speaks for: a user, through one of their better-auth sessions. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(user: { id: string; email: string; sessionId: string }): Promise<string>;
  /** Whom the token names; throws a 401 HttpError for anything but a valid token. */
  verify(token: string): Promise<TokenSubject>;
}

/** Its own key, derived from AUTH_SECRET, so a token and a better-auth cookie never share one. */
export const accessTokenKey = (secret: string) =>
  createHmac('sha256', secret).update('pet-adoption access token v1').digest();

/** The claims every access token carries besides its subject and times. */
export const ACCESS_TOKEN_CLAIMS = { issuer: 'pet-adoption', audience: 'pet-adoption-api' };

export function createAccessTokens(secret: string): AccessTokens {
  const key = accessTokenKey(secret);
  return {
    sign: (user) =>
      // `sid` ties the token to its session: signing out ends both (createGuards).
      new SignJWT({ email: user.email, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ACCESS_TOKEN_CLAIMS.issuer)
        .setAudience(ACCESS_TOKEN_CLAIMS.audience)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          ...ACCESS_TOKEN_CLAIMS,
        });
        if (typeof payload.sub !== 'string') throw new Error('no subject');
        // Tokens signed before they named a session have none to check: refused.
        if (typeof payload.sid !== 'string') throw new Error('no session');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw unauthorized('Your sign-in has expired. Please sign in again.');
        }
        throw unauthorized('Your access token is not valid. Please sign in again.');
      }
    },
  };
}

export interface Guards {
  /** preHandler: a valid Bearer token of a user who exists and is not banned. */
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** preHandler: requireUser, and the user is an admin right now. */
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /** The user a guard let through; only call it in routes behind one. */
  currentUser: (request: FastifyRequest) => AuthUser;
  /**
   * For routes open to anyone that do more for a signed-in person: the user when the request
   * carries a token (an invalid or ended one is refused as requireUser refuses it), else null.
   */
  optionalUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  /**
   * The sign-in behind the token a guard let through: its session, and when it began (a recent
   * one vouches for more than an old one).
   */
  currentSession: (request: FastifyRequest) => { id: string; startedAt: Date };
}

export function createGuards(db: Database, tokens: AccessTokens): Guards {
  // Keyed by request, so nothing is added to Fastify's request type.
  const signedIn = new WeakMap<FastifyRequest, AuthUser>();
  const sessionsOf = new WeakMap<FastifyRequest, { id: string; startedAt: Date }>();

  async function requireUser(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Please sign in to continue.');
    const { userId, sessionId } = await tokens.verify(match[1]);
    // Role, ban and the token's session come from the database on every request, in one
    // query, so a ban, a sign-out or a password change takes effect on the next request.
    const now = new Date();
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        banned: users.banned,
        liveSession: sessions.id,
        sessionStartedAt: sessions.createdAt,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, users.id),
          gt(sessions.expiresAt, now),
          gt(sessions.createdAt, oldestLiveSessionStart(now)),
        ),
      )
      .where(eq(users.id, userId));
    if (!user) throw unauthorized('This account no longer exists. Please sign in again.');
    // Before the session: a ban also deletes the sessions, and deserves its own answer.
    if (user.banned) throw new HttpError(403, 'FORBIDDEN', BANNED_TOKEN_MESSAGE);
    if (user.liveSession === null || user.sessionStartedAt === null) {
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
    signedIn.set(request, { id: user.id, name: user.name, email: user.email, role: user.role });
    sessionsOf.set(request, { id: user.liveSession, startedAt: user.sessionStartedAt });
  }

  const currentUser = (request: FastifyRequest) => {
    const user = signedIn.get(request);
    if (!user) throw unauthorized();
    return user;
  };

  return {
    requireUser,
    async requireAdmin(request) {
      await requireUser(request);
      if (signedIn.get(request)?.role !== 'admin') {
        throw forbidden('Only administrators can do this.');
      }
    },
    currentUser,
    async optionalUser(request) {
      if (request.headers.authorization === undefined) return null;
      await requireUser(request);
      return currentUser(request);
    },
    currentSession(request) {
      const session = sessionsOf.get(request);
      if (!session) throw unauthorized();
      return session;
    },
  };
}
