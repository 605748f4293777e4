import {
  AdminCheckSchema,
  InsertedSchema,
  JwtResponseSchema,
  PublicConfigSchema,
  SessionAnswerSchema,
  visitorOfSession,
  type CreateUser,
  type SessionUser,
  type Visitor,
  type Login,
  type Register,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { paths, type SocialProvider } from '@/config/paths';
import { api } from '@/lib/api-client';

export type { SessionUser, Visitor } from '@pet-adoption/shared';

/**
 * The session's person, or null. In the browser the session cookie goes by itself. A banned
 * account counts as signed out.
 */
export async function getVisitor(): Promise<Visitor | null> {
  const session = await api.get('/auth/get-session', SessionAnswerSchema, {
    authenticated: false,
  });
  return visitorOfSession(session);
}

export async function getSession(): Promise<SessionUser | null> {
  return (await getVisitor())?.user ?? null;
}

/** What a sign-in or sign-up sets for the browser: the session cookie, as headers. */
type SessionHeaders = { onHeaders?: (headers: Headers) => void };

/**
 * Sets the session cookie; the session itself is read back with getSession. A form's route
 * action passes `onHeaders` to hand the cookie on to the browser.
 */
export function signInWithEmail({ email, password }: Login, { onHeaders }: SessionHeaders = {}) {
  return api.post('/auth/sign-in/email', { email, password }, z.unknown(), {
    authenticated: false,
    onHeaders,
  });
}

/** Creates the account and signs it in (session cookie). The library calls the photo `image`. */
export function signUpWithEmail(
  { name, photoURL, email, password }: Register,
  { onHeaders }: SessionHeaders = {},
) {
  return api.post('/auth/sign-up/email', { name, email, password, image: photoURL }, z.unknown(), {
    authenticated: false,
    onHeaders,
  });
}

const SocialRedirectSchema = z.object({ url: z.url() });

/**
 * Asks the server where to send the popup for `provider`. Success and failure both come back
 * to the popup-done route, which reports to the window that opened the popup.
 */
export async function startSocialSignIn(provider: SocialProvider) {
  const callbackURL = paths.authPopupDone.getHref();
  const { url } = await api.post(
    '/auth/sign-in/social',
    { provider, callbackURL, errorCallbackURL: callbackURL, disableRedirect: true },
    SocialRedirectSchema,
    { authenticated: false },
  );
  return url;
}

/** Ends the session; a route action passes `onHeaders` to hand the cleared cookie on. */
export function signOut({ onHeaders }: SessionHeaders = {}) {
  return api.post('/auth/sign-out', {}, z.unknown(), { authenticated: false, onHeaders });
}

/** POST /jwt: the server signs a token only for the e-mail of the live session. */
export async function getAccessToken(email: string) {
  const { token } = await api.post('/jwt', { email }, JwtResponseSchema, {
    authenticated: false,
  });
  return token;
}

/** POST /users: records the caller in the users list; idempotent on the server. */
export function createUser({ name, email }: CreateUser) {
  return api.post('/users', { name, email }, InsertedSchema);
}

/** Admin status comes from the server, asked by e-mail. */
export async function isAdmin(email: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await api.get(`/users/admin/${encodeURIComponent(email)}`, AdminCheckSchema, {
    signal,
  });
  return answer.admin;
}

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/config', PublicConfigSchema, { signal, authenticated: false });
}
