import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'pet-config-'));

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives every variable a default', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      webDev: false,
      trustProxy: false,
      bodyLimit: 1048576,
      authSecret: undefined,
      publicUrl: undefined,
      adminEmails: [],
      google: undefined,
      github: undefined,
      mailFrom: 'Pet Adoption <no-reply@localhost>',
      mailConcurrency: 10,
      reminderDays: 3,
      staleListingDays: 90,
    });
  });

  it('reads each variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/pets',
      DATABASE_URL: 'postgres://pets:secret@db:5432/pets',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: '2',
      BODY_LIMIT: '2097152',
      AUTH_SECRET: 'a'.repeat(64),
      PUBLIC_URL: 'https://pets.example.org/',
      PAYMENTS: 'test',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_TOKEN_URL: 'http://localhost:9000/token',
    });
    expect(config).toMatchObject({
      authSecret: 'a'.repeat(64),
      publicUrl: 'https://pets.example.org',
      google: undefined,
      github: {
        clientId: 'id',
        clientSecret: 'secret',
        authorizationUrl: 'https://github.com/login/oauth/authorize',
        tokenUrl: 'http://localhost:9000/token',
        userInfoUrl: 'https://api.github.com/user',
        emailsUrl: 'https://api.github.com/user/emails',
      },
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/pets',
      databaseUrl: 'postgres://pets:secret@db:5432/pets',
      logLevel: 'warn',
      webDistDir: '/srv/web',
      trustProxy: 2,
      bodyLimit: 2097152,
    });
  });

  it('turns on the live web build with WEB_DEV=true, never in production', () => {
    expect(loadConfig({ WEB_DEV: 'true' }).webDev).toBe(true);
    expect(problemsOf({ WEB_DEV: 'yes' })).toEqual([
      'Invalid WEB_DEV: must be true or false (got "yes").',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(64),
        PUBLIC_URL: 'https://pets.example.org',
        PAYMENTS: 'test',
        WEB_DEV: 'true',
      }),
    ).toEqual([
      'WEB_DEV=true is refused when NODE_ENV=production: it compiles the web app on every change with development tools that are not installed in production. Unset it and serve the built app (npm run build).',
    ]);
  });

  it('reads ADMIN_EMAILS outside production', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' }).adminEmails).toEqual(
      ['ann@example.com', 'bob@example.com'],
    );
  });

  it('requires AUTH_SECRET in production, and both halves of a provider', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://pets.example.org',
        PAYMENTS: 'test',
      }),
    ).toEqual([
      'AUTH_SECRET is required when NODE_ENV=production: set it to a long random string (openssl rand -hex 32), the same on every copy of the server.',
    ]);
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      'Invalid AUTH_SECRET: must be at least 32 characters (openssl rand -hex 32 makes one).',
    ]);
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both, or neither to turn it off.',
    ]);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('resolves relative folders from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'my-data', INIT_CWD: '/home/ann/pets' }).dataDir).toBe(
      '/home/ann/pets/my-data',
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 192.168.1.7' }).trustProxy).toBe(
      'loopback, 192.168.1.7',
    );
    expect(problemsOf({ TRUST_PROXY: 'proxy.local' })).toEqual([
      'Invalid TRUST_PROXY: must be false, true, a hop count, or proxy addresses and ranges separated by commas (10.0.0.0/8, loopback) (got "proxy.local").',
    ]);
  });

  it('reads REDIS_URL, and never repeats a connection string that may hold a password', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@cache:6379' }).redisUrl).toBe(
      'redis://:pw@cache:6379',
    );
    expect(loadConfig({}).redisUrl).toBeUndefined();
    const problems = problemsOf({
      REDIS_URL: 'http://user:hunter2@cache',
      DATABASE_URL: 'mysql://user:hunter2@db',
    });
    expect(problems).toEqual([
      'Invalid DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database.',
      'Invalid REDIS_URL: must be a URL such as redis://127.0.0.1:6379.',
    ]);
  });

  it('reads SMTP_URL and MAIL_FROM, never repeating the URL, which holds a password', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:hunter2@smtp.example.org:465',
      MAIL_FROM: 'Shelter <pets@example.org>',
    });
    expect(config.smtpUrl).toBe('smtps://mailer:hunter2@smtp.example.org:465');
    expect(config.mailFrom).toBe('Shelter <pets@example.org>');
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Pet Adoption <no-reply@localhost>');
    expect(problemsOf({ SMTP_URL: 'https://mailer:hunter2@smtp.example.org' })).toEqual([
      'Invalid SMTP_URL: must be a URL such as smtps://user:password@smtp.example.org:465 or smtp://127.0.0.1:1025.',
    ]);
    expect(problemsOf({ MAIL_FROM: 'nobody' })).toEqual([
      'Invalid MAIL_FROM: must be an address (pets@example.org) or a name and address (Pet Adoption <pets@example.org>) (got "nobody").',
    ]);
  });

  it('reads REMINDER_DAYS and STALE_LISTING_DAYS, which must leave room for the notice', () => {
    expect(loadConfig({ REMINDER_DAYS: '5', STALE_LISTING_DAYS: '31' })).toMatchObject({
      reminderDays: 5,
      staleListingDays: 31,
    });
    expect(problemsOf({ STALE_LISTING_DAYS: '30' })).toEqual([
      'Invalid STALE_LISTING_DAYS: must be more than 30: the owner is told 30 days before a listing is paused (got "30").',
    ]);
    expect(problemsOf({ STALE_LISTING_DAYS: 'soon', REMINDER_DAYS: '0' })).toEqual([
      'Invalid REMINDER_DAYS: must be a whole number between 1 and 365 (got "0").',
      'Invalid STALE_LISTING_DAYS: must be a whole number between 1 and 3650 (got "soon").',
    ]);
  });

  it('explains a bad PORT in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'Invalid PORT: must be a whole number between 1 and 65535 (got "abc").',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'Invalid PORT: must be a whole number between 1 and 65535 (got "70000").',
    ]);
  });

  it('reports every bad variable, one line each', () => {
    expect(
      problemsOf({ PORT: '-1', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' }),
    ).toEqual([
      'Invalid NODE_ENV: must be one of development, production, test (got "prod").',
      'Invalid PORT: must be a whole number between 1 and 65535 (got "-1").',
      'Invalid DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database.',
      'Invalid LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ]);
  });
});

describe('in production', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(64),
    PUBLIC_URL: 'https://pets.example.org',
    PAYMENTS: 'test',
  };

  it('requires PUBLIC_URL: a page or sitemap never takes its address from the request', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: '' })).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production: set it to the address people open (https://pets.example.org). Pages, robots.txt and the sitemap link to it, and sign-in with Google or GitHub returns to it; without it the server would take the address from each request, which anyone can write.',
    ]);
  });

  it('refuses TRUST_PROXY=true, which lets a forged X-Forwarded-For pick the address', () => {
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY=true is refused when NODE_ENV=production: it believes any X-Forwarded-For, so a client can pick its own address and skip the per-address limits. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    ]);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses ADMIN_EMAILS, which hands admin to whoever signs up first with the address', () => {
    expect(problemsOf({ ...production, ADMIN_EMAILS: 'boss@example.com' })).toEqual([
      'ADMIN_EMAILS is refused when NODE_ENV=production: it makes whoever signs up first with such an address an admin, without proof they own it. Unset it and create the first admin with `npm run make-admin -- EMAIL`, which creates the account (asking for its password) or promotes an existing one.',
    ]);
  });
});

describe('PAYMENTS', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(64),
    PUBLIC_URL: 'https://pets.example.org',
  };
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };
  const notSetUp =
    'Card payments are not set up for NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real donations through Stripe, or PAYMENTS=test to run the built-in test processor on purpose (no real money moves; the site says so).';

  it('in production, refuses pretend payments unless PAYMENTS=test asks for them', () => {
    expect(problemsOf(production)).toEqual([notSetUp]);
    expect(loadConfig({ ...production, PAYMENTS: 'test' }).stripe).toBeUndefined();
    expect(loadConfig({ ...production, ...keys }).stripe).toMatchObject({
      secretKey: 'sk_test_123',
    });
  });

  it('keeps the test processor as the default outside production', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toMatchObject({ publishableKey: 'pk_test_123' });
  });

  it('accepts test or stripe, and refuses a choice the keys contradict', () => {
    expect(loadConfig({ ...production, ...keys, PAYMENTS: 'stripe' }).stripe).toBeDefined();
    expect(problemsOf({ PAYMENTS: 'card' })).toEqual([
      'Invalid PAYMENTS: must be test or stripe (got "card").',
    ]);
    expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three, or PAYMENTS=test for the built-in test processor.',
    ]);
    expect(problemsOf({ ...keys, PAYMENTS: 'test' })).toEqual([
      'PAYMENTS=test but the STRIPE_* keys are set: unset them to use the built-in test processor, or set PAYMENTS=stripe.',
    ]);
  });

  it('stops the server in production without them, in one line', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/server.ts')],
      {
        // A throw-away folder and port, in case the server does start.
        env: { PATH: process.env.PATH, ...production, DATA_DIR: tempDir(), PORT: '39871' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${notSetUp}\n`);
  });
});

describe('Stripe configuration', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  it('is off without its variables and on with all three', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: new URL('http://127.0.0.1:12111'),
    });
  });

  it('refuses keys without the webhook secret, saying why', () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: keys.STRIPE_PUBLISHABLE_KEY,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^STRIPE_WEBHOOK_SECRET is required with Stripe keys/);
  });

  it('refuses a partial set, naming what is missing', () => {
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: keys.STRIPE_PUBLISHABLE_KEY })).toEqual([
      'Stripe is only partly configured: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET are not set. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them to use the test provider.',
    ]);
  });

  it('never repeats a secret key back, even a malformed one', () => {
    const problems = problemsOf({ ...keys, STRIPE_SECRET_KEY: 'pk_live_oops' });
    expect(problems).toEqual([
      'Invalid STRIPE_SECRET_KEY: must be a Stripe secret key (sk_... or rk_...).',
    ]);
  });
});

describe('starting the server with a bad variable', () => {
  it('prints one clear line and exits with code 1, without a stack trace', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/server.ts')],
      { env: { PATH: process.env.PATH, PORT: 'abc' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Invalid PORT: must be a whole number between 1 and 65535 (got "abc").\n',
    );
    expect(result.stdout).toBe('');
  });
});

describe('object storage configuration', () => {
  const bucket = {
    S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
    S3_BUCKET: 'shelter-uploads',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
  };

  it('is off without its variables; on with all four, reading from the bucket by default', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(loadConfig(bucket).objectStorage).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'shelter-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'not-a-real-secret',
      publicUrl: 'https://s3.eu-west-1.amazonaws.com/shelter-uploads',
    });
    expect(
      loadConfig({ ...bucket, S3_REGION: 'auto', S3_PUBLIC_URL: 'https://img.example.org/' })
        .objectStorage,
    ).toMatchObject({ region: 'auto', publicUrl: 'https://img.example.org' });
  });

  it('refuses a partial set, naming what is missing and never the secret', () => {
    const problems = problemsOf({ S3_BUCKET: bucket.S3_BUCKET, S3_SECRET_ACCESS_KEY: 'hush' });
    expect(problems).toEqual([
      'Object storage is only partly configured: S3_ENDPOINT, S3_ACCESS_KEY_ID are not set. Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_REGION and S3_PUBLIC_URL as needed), or none of them to keep uploads in DATA_DIR.',
    ]);
    expect(problems.join(' ')).not.toContain('hush');
  });
});
