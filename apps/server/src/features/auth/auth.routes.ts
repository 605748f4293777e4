import {
  EmailSchema,
  fieldErrorsOf,
  JwtRequestSchema,
  JwtResponseSchema,
  LoginSchema,
  PasswordSchema,
  PublicConfigSchema,
  RegisterSchema,
  waitPhrase,
} from '@pet-adoption/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../app-config';
import { forbidden, HttpError, unauthorized } from '../../lib/errors';
import { addressKey } from '../../lib/address-key';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { spendAllowance } from '../../lib/spend-allowance';
import { webHeaders } from '../../lib/web-headers';
import { errorResponses } from '../../lib/error-responses';
import type { AccessTokens } from '../../plugins/auth';
import type { Auth } from './auth';
import {
  ADMIN_EMAILS_WARNING,
  adminEmailsOf,
  BANNED_MESSAGE,
  CLIENT_IP_HEADER,
} from './auth-settings';
import { runAuthCall } from './auth-call';
import { identityError } from './identity-errors';
import { SignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;

/** The web's page that closes a sign-in popup (the callbackURL it passes to sign-in/social). */
export const POPUP_DONE_PATH = '/auth/popup-done';

/**
 * Sized so that a room full of people behind one address can still all sign up; wrong passwords
 * are slowed per account and client by the sign-in throttle (decision 019). `now` lets tests
 * move the throttle's clock.
 */
export function createAuthLimits(store?: RateLimitStore, { now }: { now?: () => number } = {}) {
  return {
    signInPerIp: new RateLimiter(50, 15 * MINUTE, { name: 'sign-in-ip', store }),
    signInThrottle: new SignInThrottle({ ...(store ? { store } : {}), ...(now ? { now } : {}) }),
    signUpPerIp: new RateLimiter(100, 60 * MINUTE, { name: 'sign-up-ip', store }),
    signUpPerAccount: new RateLimiter(10, 60 * MINUTE, { name: 'sign-up-account', store }),
    // Each one e-mails somebody: a few per address, whether or not it has an account.
    resetPerIp: new RateLimiter(20, 15 * MINUTE, { name: 'reset-ip', store }),
    resetPerAddress: new RateLimiter(3, 60 * MINUTE, { name: 'reset-address', store }),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The 429 sentences; `seconds` is the Retry-After, so the sentence names the real wait. */
export const signInLimitedMessage = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`;
export const signUpLimitedMessage = (seconds: number) =>
  `Too many sign-ups from this network. Please wait ${waitPhrase(seconds)} and try again.`;
export const resetLimitedMessage = (seconds: number) =>
  `Too many password reset requests. Please wait ${waitPhrase(seconds)} and try again.`;

/** better-auth's sign-up body, with Register's rules and messages (image is photoURL). */
// Unknown fields (a `role`, say) are dropped before better-auth sees the body.
const SignUpBodySchema = z.object({
  name: RegisterSchema.shape.name,
  image: RegisterSchema.shape.photoURL,
  email: EmailSchema,
  password: RegisterSchema.shape.password,
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

/** better-auth's update-user body: a new name or photo, under the same rules as sign-up. */
const UpdateUserBodySchema = z.object({
  name: z.optional(RegisterSchema.shape.name),
  image: z.optional(RegisterSchema.shape.photoURL),
});

function validate<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues);
  throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);
}

interface AuthRouteOptions {
  /** better-auth, loaded with the first identity call rather than at start-up (decision 051). */
  loadAuth: () => Promise<Auth>;
  tokens: AccessTokens;
  limits: AuthLimits;
  config: Pick<AppConfig, 'google' | 'github' | 'stripe' | 'adminEmails' | 'nodeEnv'>;
}

export const authRoutes: FastifyPluginCallbackZod<AuthRouteOptions> = (
  app,
  { loadAuth, tokens, limits, config },
  done,
) => {
  if (adminEmailsOf(config).length > 0) app.log.warn(ADMIN_EMAILS_WARNING);

  /** Passes a request to better-auth as a web Request and copies its Response back. */
  async function forward(request: FastifyRequest, reply: FastifyReply, body: unknown) {
    const headers = webHeaders(request.headers);
    // better-auth reads the client's address from this header alone (auth.ts); request.ip
    // already applied TRUST_PROXY, so a client cannot choose it.
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (hasBody) headers.set('content-type', 'application/json');
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const webRequest = new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const auth = await loadAuth();
    const { response, failure } = await runAuthCall(request.log, async (call) => ({
      response: await auth.handler(webRequest),
      failure: call.failure,
    }));
    // A provider's callback opens in the popup: an error there (a banned account) goes back to
    // the web's popup page as a redirect, like better-auth's own callback errors, not as JSON.
    if (url.pathname.startsWith('/api/auth/callback/') && response.status === 403) {
      return reply.redirect(`${POPUP_DONE_PATH}?error=account_banned`, 302);
    }
    if (response.status >= 500) {
      // Its body may describe internals. The cause it reported lets the error handler tell a
      // lost database (503) from anything else (our generic 500).
      throw new Error(`better-auth answered ${response.status} for ${url.pathname}`, {
        cause: failure,
      });
    }
    void reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (!['set-cookie', 'content-length', 'content-encoding'].includes(name)) {
        void reply.header(name, value);
      }
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    if (response.status >= 400) {
      const { statusCode, code, message } = await identityError(response);
      return reply.code(statusCode).send({ error: { code, message } });
    }
    const text = await response.text();
    return reply.send(text === '' ? undefined : text);
  }

  /**
   * Forwards a request whose password better-auth checks for `email`, unless the sign-in
   * throttle makes this client wait; a success clears the client's count.
   */
  async function checkPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    body: unknown,
  ) {
    const client = addressKey(request.ip);
    const refusal = await limits.signInThrottle.admit(email, client);
    if (refusal) {
      void reply.header('retry-after', String(refusal.seconds));
      throw new HttpError(429, 'RATE_LIMITED', refusal.message);
    }
    const answer = await forward(request, reply, body);
    if (reply.statusCode < 300) await limits.signInThrottle.succeeded(email, client);
    return answer;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
      const post = request.method === 'POST';

      if (post && path === '/sign-up/email') {
        await spendAllowance(
          reply,
          limits.signUpPerIp,
          addressKey(request.ip),
          signUpLimitedMessage,
        );
        const body = validate(SignUpBodySchema, request.body);
        await spendAllowance(reply, limits.signUpPerAccount, body.email, signUpLimitedMessage);
        return forward(request, reply, body);
      }

      if (post && path === '/request-password-reset') {
        await spendAllowance(reply, limits.resetPerIp, addressKey(request.ip), resetLimitedMessage);
        // Only the address goes on: the link always leads to the web's own page.
        const body = validate(z.object({ email: EmailSchema }), request.body);
        await spendAllowance(reply, limits.resetPerAddress, body.email, resetLimitedMessage);
        return forward(request, reply, body);
      }

      if (post && path === '/update-user') {
        return forward(request, reply, validate(UpdateUserBodySchema, request.body));
      }

      // better-auth checks only the length of a new password; the full rule applies too.
      if (post && (path === '/change-password' || path === '/reset-password')) {
        validate(z.looseObject({ newPassword: PasswordSchema }), request.body);
      }
      if (post && path === '/change-password') {
        // Its current-password check is guessing too: the same throttle as sign-in.
        const auth = await loadAuth();
        const session = await runAuthCall(request.log, () =>
          auth.api.getSession({ headers: webHeaders(request.headers) }),
        );
        if (!session) return forward(request, reply, request.body);
        return checkPassword(request, reply, session.user.email.toLowerCase(), request.body);
      }

      if (post && (path === '/sign-in/email' || path === '/sign-in/social')) {
        await spendAllowance(
          reply,
          limits.signInPerIp,
          addressKey(request.ip),
          signInLimitedMessage,
        );
      }
      if (post && path === '/sign-in/email') {
        const body = validate(z.looseObject(LoginSchema.shape), request.body);
        return checkPassword(request, reply, body.email, body);
      }
      return forward(request, reply, request.body);
    },
  });

  app.post(
    '/jwt',
    {
      schema: {
        summary: 'An access token for the signed-in user (needs the session cookie)',
        tags: ['auth'],
        body: JwtRequestSchema,
        response: { 200: JwtResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = await loadAuth();
      const session = await runAuthCall(request.log, () =>
        auth.api.getSession({ headers: webHeaders(request.headers) }),
      );
      if (!session) throw unauthorized('Please sign in to get an access token.');
      if (session.user.banned === true) throw new HttpError(403, 'FORBIDDEN', BANNED_MESSAGE);
      if (session.user.email.toLowerCase() !== request.body.email) {
        throw forbidden('An access token is only given for the account that is signed in.');
      }
      const { user } = session;
      return { token: await tokens.sign({ ...user, sessionId: session.session.id }) };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        summary: 'What the web app needs to know about this deployment',
        tags: ['auth'],
        response: { 200: PublicConfigSchema, ...errorResponses },
      },
    },
    () => ({
      socialProviders: { google: config.google !== undefined, github: config.github !== undefined },
      paymentProvider: config.stripe === undefined ? ('test' as const) : ('stripe' as const),
      stripePublishableKey: config.stripe?.publishableKey ?? null,
    }),
  );

  done();
};
