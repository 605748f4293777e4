import type { FastifyBaseLogger } from 'fastify';
import {
  cleanOneLine,
  isStorableUrl,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_LINK_SECONDS,
} from '@pet-adoption/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import {
  genericOAuth,
  type GenericOAuthConfig,
  type GenericOAuthUserInfo,
} from 'better-auth/plugins/generic-oauth';
import { count, eq } from 'drizzle-orm';
import type { AppConfig } from '../../app-config';
import type { OAuthProviderConfig } from '../../config';
import type { Database } from '../../db/client';
import { recordAudit } from '../../messaging/audit-log';
import { cancelOutstandingLinks, hasLiveLink } from '../../messaging/emailed-links';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { currentAuthCall } from './auth-call';
import { adminEmailsOf, BANNED_MESSAGE, CLIENT_IP_HEADER } from './auth-settings';
import { afterIdentityCall, beforeIdentityCall } from './session-lifetime';

export { ADMIN_EMAILS_WARNING, BANNED_MESSAGE, CLIENT_IP_HEADER } from './auth-settings';

/** The e-mails the identity library sends (app.ts hands it the account feature's mailer). */
export interface IdentityMail {
  passwordReset(db: Database, user: MailedPerson, token: string): Promise<void>;
  confirmAddress(db: Database, user: MailedPerson): Promise<void>;
  /** Tells the account's address that a sign-in provider was tied to the account. */
  providerLinked(db: Database, user: MailedPerson, provider: string): Promise<void>;
}
interface MailedPerson {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
}

/** How passwords are hashed and checked; better-auth's scrypt unless given (tests pass a cheaper one). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(stored: { hash: string; password: string }): Promise<boolean>;
}

export type AuthConfig = Pick<
  AppConfig,
  'authSecret' | 'publicUrl' | 'adminEmails' | 'google' | 'github' | 'nodeEnv'
>;

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub's API refuses requests without a User-Agent.
      'user-agent': 'pet-adoption',
    },
  });
  if (!response.ok) return null;
  return response.json();
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/**
 * A name as the provider's profile has it, without what our name rule refuses (line breaks,
 * controls, direction overrides): the person cannot correct it on the provider's page.
 */
const nameText = (value: unknown) => text(cleanOneLine(text(value) ?? ''));

/**
 * Google's and GitHub's user info, read from configurable endpoints. better-auth's built-in
 * providers hard-code the real URLs, so both go through genericOAuth under the same ids; a
 * test can then point them at a local OAuth server.
 */
function oauthProvider(
  providerId: 'google' | 'github',
  provider: OAuthProviderConfig,
): GenericOAuthConfig {
  const isGithub = providerId === 'github';
  return {
    providerId,
    name: isGithub ? 'GitHub' : 'Google',
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    authorizationUrl: provider.authorizationUrl,
    tokenUrl: provider.tokenUrl,
    userInfoUrl: provider.userInfoUrl,
    scopes: isGithub ? ['read:user', 'user:email'] : ['openid', 'email', 'profile'],
    pkce: !isGithub,
    async getUserInfo(tokens): Promise<GenericOAuthUserInfo | null> {
      if (!tokens.accessToken) return null;
      const info = await getJson(provider.userInfoUrl, tokens.accessToken);
      if (typeof info !== 'object' || info === null) return null;
      const profile = info as Record<string, unknown>;
      const id =
        text(profile.sub) ??
        (typeof profile.id === 'number' ? String(profile.id) : text(profile.id));
      let email = text(profile.email);
      let emailVerified = profile.email_verified === true || profile.email_verified === 'true';
      // GitHub leaves a private e-mail out of /user; /user/emails lists it with its status.
      if (email === undefined && provider.emailsUrl !== undefined) {
        const list = await getJson(provider.emailsUrl, tokens.accessToken);
        const primary = Array.isArray(list)
          ? (list as { email?: unknown; primary?: unknown; verified?: unknown }[]).find(
              (entry) => entry.primary === true,
            )
          : undefined;
        email = text(primary?.email);
        emailVerified = primary?.verified === true;
      } else if (isGithub && email !== undefined) {
        emailVerified = true;
      }
      if (id === undefined || email === undefined) return null;
      // The provider's photo is an address from outside, like one a person types: kept only
      // under the same rule (a hostile one would otherwise reach every page showing the person).
      const photo = text(profile.picture) ?? text(profile.avatar_url);
      const image = photo !== undefined && isStorableUrl(photo) ? photo : undefined;
      return {
        id,
        email: email.trim().toLowerCase(),
        // Every user has a name; GitHub's is optional, its login is not.
        name: nameText(profile.name) ?? nameText(profile.login) ?? email.split('@')[0] ?? email,
        ...(image === undefined ? {} : { image }),
        emailVerified,
      };
    },
  };
}

/** How a session began: 'password', or the provider's id ('google', 'github'). */
function signInMethod(context: { path?: string; params?: unknown } | null): string {
  const path = context?.path ?? '';
  const params = (
    typeof context?.params === 'object' && context.params !== null ? context.params : {}
  ) as Record<string, unknown>;
  // The providers' callbacks: /callback/:id, or genericOAuth's /oauth2/callback/:providerId.
  const provider = params.providerId ?? (path.includes('/callback/') ? params.id : undefined);
  if (typeof provider === 'string') return provider;
  if (path.endsWith('/sign-in/email')) return 'password';
  if (path.endsWith('/sign-up/email')) return 'password, at sign-up';
  return path === '' ? 'unknown' : path;
}

/** How many ways into the account there are (a password, each provider). */
async function waysIn(db: Database, userId: string) {
  const [row] = await db
    .select({ ways: count() })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.ways ?? 0;
}
const hasWayIn = async (db: Database, userId: string) => (await waysIn(db, userId)) > 0;

export function createAuth(
  db: Database,
  config: AuthConfig,
  log: FastifyBaseLogger,
  mailer: IdentityMail,
  passwordHashing?: PasswordHashing,
) {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) providers.push(oauthProvider('google', config.google));
  if (config.github) providers.push(oauthProvider('github', config.github));
  const adminEmails = adminEmailsOf(config);

  return betterAuth({
    appName: 'Pet Adoption',
    secret: config.authSecret,
    basePath: '/api/auth',
    // Without PUBLIC_URL better-auth takes the origin of each request (the bridge builds it from
    // Fastify's protocol and host, which honour TRUST_PROXY).
    ...(config.publicUrl === undefined ? {} : { baseURL: config.publicUrl }),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // 6 to 16 characters; the full rule (digit, special character) is checked before better-auth
      // runs.
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      // The link goes to the web's page (resetPassword), which sends the token with the new
      // password; single use and an hour long, then every session of the person ends.
      sendResetPassword: ({ user, token }) => mailer.passwordReset(db, user, token),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A pending change of address, or any other link, dies with the old password.
      onPasswordReset: ({ user }) => cancelOutstandingLinks(db, user.id),
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    user: {
      additionalFields: {
        // input: false: nobody sets these through sign-up or update-user.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      // Slides on use, within the absolute lifetime of session-lifetime.ts.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    hooks: { before: beforeIdentityCall, after: afterIdentityCall(db) },
    account: {
      // A Google or GitHub sign-in whose address is an account's joins that account only when
      // the provider says the address is verified and the account's owner confirmed it too
      // (better-auth's rules, stated here so that no default changes them); databaseHooks
      // below also refuse an address that a change of address brought in the last 7 days.
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    // A reset link's token (and every other identity-library token) is kept as its hash only:
    // someone who reads the database cannot use a link still in an inbox.
    verification: { storeIdentifier: 'hashed' },
    // Our own limiter (lib/rate-limiter.ts) answers in the API's shape, per IP and per account.
    rateLimit: { enabled: false },
    advanced: {
      // Only the bridge sets this header, from request.ip: a forged X-Forwarded-For is ignored.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          before: (user) => {
            const email = user.email.trim().toLowerCase();
            const role = adminEmails.includes(email) ? 'admin' : 'user';
            return Promise.resolve({ data: { ...user, email, role, banned: false } });
          },
          // A password sign-up (or a provider that does not vouch for the address) is asked to
          // confirm it. The account works meanwhile, so a failure here only loses the first link:
          // the banner sends another.
          after: async (user) => {
            if (user.emailVerified) return;
            try {
              await mailer.confirmAddress(db, user);
            } catch (error) {
              (currentAuthCall()?.log ?? log).warn(
                { err: error },
                'The link that confirms a new address could not be queued',
              );
            }
          },
        },
      },
      account: {
        create: {
          before: async (account) => {
            if (!(await hasWayIn(db, account.userId))) return;
            // A way in added to an existing account (a provider's sign-in by e-mail). While the
            // account's address is one that a change brought and the old address may still
            // take back, it is not tied to anything: someone else may have just claimed it.
            if (await hasLiveLink(db, account.userId, 'revert-email')) return false;
          },
          after: async (account, context) => {
            if (account.providerId === 'credential') return;
            const [user] = await db
              .select({ id: users.id, name: users.name, email: users.email })
              .from(users)
              .where(eq(users.id, account.userId));
            if (user === undefined || (await waysIn(db, user.id)) < 2) return;
            const provider = account.providerId === 'github' ? 'GitHub' : 'Google';
            await recordAudit(
              db,
              { ...user, clientAddress: context?.headers?.get(CLIENT_IP_HEADER) ?? null },
              {
                action: 'account.linkProvider',
                target: { type: 'user', id: user.id, label: user.email },
                after: { provider },
              },
            );
            await mailer.providerLinked(db, user, provider);
          },
        },
      },
      session: {
        create: {
          // Every way in (password, Google, GitHub) ends by creating a session: refuse it here.
          before: async (session) => {
            const [user] = await db
              .select({ banned: users.banned })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.banned) throw new APIError('FORBIDDEN', { message: BANNED_MESSAGE });
          },
          // Every sign-in of an admin goes into the audit log, with the session's address.
          after: async (session, context) => {
            const [user] = await db
              .select({ id: users.id, name: users.name, email: users.email, role: users.role })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.role !== 'admin') return;
            await recordAudit(
              db,
              { ...user, clientAddress: session.ipAddress ?? null },
              {
                action: 'admin.signIn',
                target: { type: 'user', id: user.id, label: user.email },
                after: { method: signInMethod(context) },
              },
            );
          },
        },
      },
    },
    plugins: providers.length === 0 ? [] : [genericOAuth({ config: providers })],
    logger: {
      level: config.nodeEnv === 'development' ? 'info' : 'warn',
      log: (level, message, ...details: unknown[]) => {
        const call = currentAuthCall();
        // Its details may hold e-mails or queries with their parameters: only the message is
        // logged; an error among them is kept for the bridge to judge (a lost database → 503).
        if (call) call.failure ??= details.find((detail) => detail instanceof Error);
        // Without PUBLIC_URL the origin comes from each request on purpose (a fresh `npm start`
        // works on any host), so better-auth's warning about it is only worth a debug line.
        const quiet = config.publicUrl === undefined && message.includes('Base URL is not set');
        (call?.log ?? log)[quiet ? 'debug' : level](`better-auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
