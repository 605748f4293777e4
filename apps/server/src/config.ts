import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so defaults do not depend on the folder npm was started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const PAYMENT_CHOICES = ['test', 'stripe'] as const;
const FLAGS = ['true', 'false'] as const;

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…) for uploaded images. */
export interface ObjectStorageConfig {
  /** The service's address, without the bucket: https://s3.eu-west-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects (the bucket's public address or a CDN in front of it). */
  publicUrl: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe SDK sends its calls; only set for tests (a local stand-in). */
  apiBase: URL | undefined;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** GitHub only: where a private primary e-mail is found when /user leaves it out. */
  emailsUrl?: string;
}

// Connection strings may hold a password: like secrets, their values are never repeated into a log.
const CARRIES_SECRETS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

/** Thrown by loadConfig with one sentence per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// Blank values count as unset: `PORT=` in a .env file should mean "use the default".
const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** A variable without a default: undefined when unset or blank. */
const unsetOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess((value) => optional(value as string | undefined), schema.optional());

/** A variable with a default, which is parsed as if it had been set. */
const setOr = <T extends z.ZodType<unknown, string>>(schema: T, fallback: string) =>
  z.preprocess(
    (value) => optional(value as string | undefined),
    z.string().default(fallback).pipe(schema),
  );

/** How long before a stale listing is paused its owner is told (features/pets/stale-listings.ts). */
export const STALE_NOTICE_DAYS = 30;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number between ${min} and ${max}`);

/** A URL whose scheme is one of `protocols` (written with their colon, as URL gives them). */
const urlOf = (protocols: string[], message: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);

const postgresUrl = urlOf(
  ['postgres:', 'postgresql:'],
  'must be a URL such as postgres://user:password@host:5432/database',
);
const redisUrl = urlOf(['redis:', 'rediss:'], 'must be a URL such as redis://127.0.0.1:6379');
const smtpUrl = urlOf(
  ['smtp:', 'smtps:'],
  'must be a URL such as smtps://user:password@smtp.example.org:465 or smtp://127.0.0.1:1025',
);
/** `Name <address>` or a bare address, as an e-mail's From line takes it. */
const mailFrom = z
  .string()
  .regex(
    /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    'must be an address (pets@example.org) or a name and address (Pet Adoption <pets@example.org>)',
  );
const httpUrl = urlOf(['http:', 'https:'], 'must be a full http:// or https:// address');

// Fastify (proxy-addr) also knows these names for the usual private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or a range name, as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const trustProxy = z
  .string()
  .refine(
    (value) =>
      /^(true|false|\d+)$/i.test(value) ||
      value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be false, true, a hop count, or proxy addresses and ranges separated by commas (10.0.0.0/8, loopback)',
  )
  .transform((value): boolean | number | string => {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const emailList = z.string().transform((value) =>
  value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== ''),
);

/**
 * Test stand-ins, for the test suites only: they point Google, GitHub and Stripe at local
 * servers (scripts/e2e.mjs sets them). Operators leave them unset; they are not in .env.example.
 */
const TEST_STAND_INS = {
  GOOGLE_AUTHORIZATION_URL: setOr(httpUrl, 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: setOr(httpUrl, 'https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: setOr(httpUrl, 'https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_AUTHORIZATION_URL: setOr(httpUrl, 'https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: setOr(httpUrl, 'https://github.com/login/oauth/access_token'),
  GITHUB_USERINFO_URL: setOr(httpUrl, 'https://api.github.com/user'),
  GITHUB_EMAILS_URL: setOr(httpUrl, 'https://api.github.com/user/emails'),
  /** Where the Stripe SDK sends its calls. */
  STRIPE_API_BASE: unsetOr(httpUrl.transform((url) => new URL(url))),
};

/** E-mails a copy sends at once per lane when MAIL_CONCURRENCY is not set. */
export const DEFAULT_MAIL_CONCURRENCY = 10;

/** Every variable once: its parser, and its default when it has one. */
function variables(base: string) {
  const path = z.string().transform((value) => (isAbsolute(value) ? value : resolve(base, value)));
  return z.object({
    NODE_ENV: setOr(
      z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }),
      'development',
    ),
    PORT: setOr(wholeNumber(1, 65535), '3000'),
    HOST: setOr(z.string(), '0.0.0.0'),
    DATA_DIR: setOr(path, resolve(REPO_ROOT, 'data')),
    DATABASE_URL: unsetOr(postgresUrl),
    REDIS_URL: unsetOr(redisUrl),
    LOG_LEVEL: setOr(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
      'info',
    ),
    WEB_DIST_DIR: setOr(path, resolve(REPO_ROOT, 'apps/web/dist')),
    WEB_DEV: setOr(
      z.enum(FLAGS, { error: 'must be true or false' }).transform((flag) => flag === 'true'),
      'false',
    ),
    TRUST_PROXY: setOr(trustProxy, 'false'),
    // 1 MiB (Fastify's default) covers every JSON body; uploads set their own limit per route.
    BODY_LIMIT: setOr(wholeNumber(1024, 1024 ** 3), '1048576'),
    AUTH_SECRET: unsetOr(
      z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32 makes one)'),
    ),
    PUBLIC_URL: unsetOr(httpUrl.transform(withoutTrailingSlash)),
    ADMIN_EMAILS: setOr(emailList, ''),
    SMTP_URL: unsetOr(smtpUrl),
    MAIL_FROM: setOr(mailFrom, 'Pet Adoption <no-reply@localhost>'),
    MAIL_CONCURRENCY: setOr(wholeNumber(1, 100), String(DEFAULT_MAIL_CONCURRENCY)),
    REMINDER_DAYS: setOr(wholeNumber(1, 365), '3'),
    // The owner is told 30 days before the pause, so the notice needs a listing older than that.
    STALE_LISTING_DAYS: setOr(
      wholeNumber(1, 3650).refine(
        (days) => days > STALE_NOTICE_DAYS,
        `must be more than ${STALE_NOTICE_DAYS}: the owner is told ${STALE_NOTICE_DAYS} days before a listing is paused`,
      ),
      '90',
    ),
    GOOGLE_CLIENT_ID: unsetOr(z.string()),
    GOOGLE_CLIENT_SECRET: unsetOr(z.string()),
    GITHUB_CLIENT_ID: unsetOr(z.string()),
    GITHUB_CLIENT_SECRET: unsetOr(z.string()),
    STRIPE_SECRET_KEY: unsetOr(
      z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)'),
    ),
    STRIPE_PUBLISHABLE_KEY: unsetOr(
      z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)'),
    ),
    STRIPE_WEBHOOK_SECRET: unsetOr(
      z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)'),
    ),
    PAYMENTS: unsetOr(
      z.enum(PAYMENT_CHOICES, { error: `must be ${PAYMENT_CHOICES.join(' or ')}` }),
    ),
    S3_ENDPOINT: unsetOr(httpUrl.transform(withoutTrailingSlash)),
    S3_BUCKET: unsetOr(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name'),
    ),
    // "auto" is what R2 asks for; AWS needs the bucket's own region.
    S3_REGION: setOr(z.string(), 'us-east-1'),
    S3_ACCESS_KEY_ID: unsetOr(z.string()),
    S3_SECRET_ACCESS_KEY: unsetOr(z.string()),
    S3_PUBLIC_URL: unsetOr(httpUrl.transform(withoutTrailingSlash)),
    ...TEST_STAND_INS,
  });
}

type ParsedValues = z.output<ReturnType<typeof variables>>;

/** A provider is on when both halves of its credentials are set; half is a mistake worth a line. */
function provider(
  values: ParsedValues,
  name: 'GOOGLE' | 'GITHUB',
  problems: string[],
): OAuthProviderConfig | undefined {
  const clientId = values[`${name}_CLIENT_ID`];
  const clientSecret = values[`${name}_CLIENT_SECRET`];
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) {
    const missing = clientId === undefined ? `${name}_CLIENT_ID` : `${name}_CLIENT_SECRET`;
    const present = clientId === undefined ? `${name}_CLIENT_SECRET` : `${name}_CLIENT_ID`;
    problems.push(`${present} is set but ${missing} is not: set both, or neither to turn it off.`);
    return undefined;
  }
  return {
    clientId,
    clientSecret,
    authorizationUrl: values[`${name}_AUTHORIZATION_URL`],
    tokenUrl: values[`${name}_TOKEN_URL`],
    userInfoUrl: values[`${name}_USERINFO_URL`],
    ...(name === 'GITHUB' ? { emailsUrl: values.GITHUB_EMAILS_URL } : {}),
  };
}

/** The names among `names` that are not set, in that order. */
const unset = (values: ParsedValues, names: (keyof ParsedValues)[]) =>
  names.filter((name) => values[name] === undefined);

/** One line for a feature some of whose variables are set and some not. */
const partlyConfigured = (feature: string, missing: string[], advice: string) =>
  `${feature} is only partly configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ${advice}`;

/**
 * Stripe is on when its three variables are set. Keys without the webhook secret are refused:
 * Stripe would take the money but the server could not trust what it hears about it.
 */
function stripe(values: ParsedValues, problems: string[]): StripeConfig | undefined {
  const secretKey = values.STRIPE_SECRET_KEY;
  const publishableKey = values.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET;
  if (secretKey === undefined && publishableKey === undefined && webhookSecret === undefined) {
    return undefined;
  }
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined) {
    const missing = unset(values, [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    problems.push(
      webhookSecret === undefined && secretKey !== undefined && publishableKey !== undefined
        ? 'STRIPE_WEBHOOK_SECRET is required with Stripe keys: without it the server cannot verify what Stripe reports about donations. Add the signing secret of your webhook endpoint (whsec_...), or unset the Stripe keys to use the test provider.'
        : partlyConfigured(
            'Stripe',
            missing,
            'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them to use the test provider.',
          ),
    );
    return undefined;
  }
  return { secretKey, publishableKey, webhookSecret, apiBase: values.STRIPE_API_BASE };
}

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * PAYMENTS names the card processor; unset, the Stripe keys decide. In production pretend
 * payments must be asked for: a server that lost its keys would otherwise take test cards and
 * count them in campaign totals.
 */
function checkPayments(values: ParsedValues, problems: string[]): void {
  const anyKey = unset(values, [...STRIPE_KEYS]).length < STRIPE_KEYS.length;
  if (values.PAYMENTS === 'stripe' && !anyKey) {
    problems.push(
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three, or PAYMENTS=test for the built-in test processor.',
    );
  } else if (values.PAYMENTS === 'test' && anyKey) {
    problems.push(
      'PAYMENTS=test but the STRIPE_* keys are set: unset them to use the built-in test processor, or set PAYMENTS=stripe.',
    );
  } else if (values.PAYMENTS === undefined && !anyKey && values.NODE_ENV === 'production') {
    problems.push(
      'Card payments are not set up for NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real donations through Stripe, or PAYMENTS=test to run the built-in test processor on purpose (no real money moves; the site says so).',
    );
  }
}

/** Settings that are fine on a developer's machine but open a door on a public server. */
function checkProduction(values: ParsedValues, problems: string[]): void {
  if (values.NODE_ENV !== 'production') return;
  if (values.AUTH_SECRET === undefined) {
    problems.push(
      'AUTH_SECRET is required when NODE_ENV=production: set it to a long random string (openssl rand -hex 32), the same on every copy of the server.',
    );
  }
  if (values.PUBLIC_URL === undefined) {
    problems.push(
      'PUBLIC_URL is required when NODE_ENV=production: set it to the address people open (https://pets.example.org). Pages, robots.txt and the sitemap link to it, and sign-in with Google or GitHub returns to it; without it the server would take the address from each request, which anyone can write.',
    );
  }
  if (values.TRUST_PROXY === true) {
    problems.push(
      'TRUST_PROXY=true is refused when NODE_ENV=production: it believes any X-Forwarded-For, so a client can pick its own address and skip the per-address limits. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (values.WEB_DEV) {
    problems.push(
      'WEB_DEV=true is refused when NODE_ENV=production: it compiles the web app on every change with development tools that are not installed in production. Unset it and serve the built app (npm run build).',
    );
  }
  if (values.ADMIN_EMAILS.length > 0) {
    problems.push(
      'ADMIN_EMAILS is refused when NODE_ENV=production: it makes whoever signs up first with such an address an admin, without proof they own it. Unset it and create the first admin with `npm run make-admin -- EMAIL`, which creates the account (asking for its password) or promotes an existing one.',
    );
  }
}

/**
 * Uploads go to a bucket when its endpoint, name and both keys are set. Some of them alone is a
 * mistake worth a line: the server would otherwise keep uploads on its own disk unnoticed.
 */
function objectStorage(values: ParsedValues, problems: string[]): ObjectStorageConfig | undefined {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = values;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return {
      endpoint,
      bucket,
      region: values.S3_REGION,
      accessKeyId,
      secretAccessKey,
      publicUrl: values.S3_PUBLIC_URL ?? `${endpoint}/${bucket}`,
    };
  }
  const missing = unset(values, [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ]);
  if (missing.length < 4 || values.S3_PUBLIC_URL !== undefined) {
    problems.push(
      partlyConfigured(
        'Object storage',
        missing,
        'Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_REGION and S3_PUBLIC_URL as needed), or none of them to keep uploads in DATA_DIR.',
      ),
    );
  }
  return undefined;
}

/**
 * The environment read into the server's settings. Each variable is parsed on its own first;
 * the checks across variables run only when every one of them is valid.
 */
function configSchema(base: string) {
  return variables(base).transform((values, ctx) => {
    const problems: string[] = [];
    checkProduction(values, problems);
    const google = provider(values, 'GOOGLE', problems);
    const github = provider(values, 'GITHUB', problems);
    const stripeConfig = stripe(values, problems);
    checkPayments(values, problems);
    const storage = objectStorage(values, problems);
    for (const message of problems) ctx.addIssue({ code: 'custom', message, input: values });
    return {
      nodeEnv: values.NODE_ENV,
      port: values.PORT,
      host: values.HOST,
      /** Absolute. Holds the embedded database (`db/`) and its lock. */
      dataDir: values.DATA_DIR,
      /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir/db` is used. */
      databaseUrl: values.DATABASE_URL,
      /** When set, rate-limit counters live in Redis, shared by every copy of the server. */
      redisUrl: values.REDIS_URL,
      logLevel: values.LOG_LEVEL,
      /** Absolute path of the built SPA (Vite's `dist`). */
      webDistDir: values.WEB_DIST_DIR,
      /** `npm run dev`: pages come from Vite's live build, with hot reload (pages/web-dev.ts). */
      webDev: values.WEB_DEV,
      /** Passed to Fastify's `trustProxy`: false, true, a hop count or a list of addresses. */
      trustProxy: values.TRUST_PROXY,
      /** Largest request body in bytes. */
      bodyLimit: values.BODY_LIMIT,
      /** Signs access tokens and better-auth's cookies; server.ts fills it from DATA_DIR when unset. */
      authSecret: values.AUTH_SECRET,
      /** The address people open (https://pets.example.org); better-auth builds OAuth callbacks on it. */
      publicUrl: values.PUBLIC_URL,
      /** Lower-cased addresses that are admins when they sign up; always empty in production. */
      adminEmails: values.ADMIN_EMAILS,
      /** Set when both the client id and secret are. */
      google,
      github,
      /** Set when all three Stripe variables are; donations then go through Stripe, else `test`. */
      stripe: stripeConfig,
      /** Set when the S3_* variables are; uploads then go to that bucket, else to `dataDir`. */
      objectStorage: storage,
      /** Where e-mail goes (credentials in the URL); unset, development logs it, production keeps it. */
      smtpUrl: values.SMTP_URL,
      /** The From line of every e-mail. */
      mailFrom: values.MAIL_FROM,
      /** E-mails each lane of a copy sends at once, over as many pooled SMTP connections. */
      mailConcurrency: values.MAIL_CONCURRENCY,
      /** An owner hears once of a request left pending this many days. */
      reminderDays: values.REMINDER_DAYS,
      /** A listing not updated for this many days is paused, after a notice 30 days earlier. */
      staleListingDays: values.STALE_LISTING_DAYS,
    };
  });
}

export type Config = z.output<ReturnType<typeof configSchema>>;

/**
 * Parses the environment once. Relative paths are taken from the folder npm was started in
 * (INIT_CWD) so `DATA_DIR=./data npm start` means the same from the root or a workspace.
 */
export function loadConfig(env: Env): Config {
  const base = optional(env.INIT_CWD) ?? process.cwd();
  const result = configSchema(base).safeParse(env);
  if (result.success) return result.data;

  const problems: string[] = [];
  const reported = new Set<PropertyKey>();
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (name === undefined) {
      problems.push(issue.message);
    } else if (!reported.has(name)) {
      // One line a variable: its first problem.
      reported.add(name);
      const key = String(name);
      // A secret's value is never repeated back into a log.
      const shown =
        CARRIES_SECRETS.has(key) || key.includes('SECRET')
          ? ''
          : ` (got ${JSON.stringify(optional(env[key]))})`;
      problems.push(`Invalid ${key}: ${issue.message}${shown}.`);
    }
  }
  throw new ConfigError(problems);
}

/** For process entries: the config, or one line per problem on stderr and exit code 1. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
