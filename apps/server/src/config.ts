import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so defaults do not depend on the folder npm was started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`db/`) and its lock. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the built SPA (Vite's `dist`). */
  webDistDir: string;
  /** Passed to Fastify's `trustProxy`: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  /** Largest request body in bytes. */
  bodyLimit: number;
}

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

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number between ${min} and ${max}`);

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}, 'must be a URL such as postgres://user:password@host:5432/database');

const trustProxy = z.string().transform((value): boolean | number | string => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

/** Variables, their parser and their default (applied when the variable is unset or blank). */
function variables(base: string) {
  const path = z.string().transform((value) => (isAbsolute(value) ? value : resolve(base, value)));
  return {
    NODE_ENV: {
      schema: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }),
      fallback: 'development',
    },
    PORT: { schema: wholeNumber(1, 65535), fallback: '3000' },
    HOST: { schema: z.string(), fallback: '0.0.0.0' },
    DATA_DIR: { schema: path, fallback: resolve(REPO_ROOT, 'data') },
    DATABASE_URL: { schema: postgresUrl, fallback: undefined },
    LOG_LEVEL: {
      schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
      fallback: 'info',
    },
    WEB_DIST_DIR: { schema: path, fallback: resolve(REPO_ROOT, 'apps/web/dist') },
    TRUST_PROXY: { schema: trustProxy, fallback: 'false' },
    // 1 MiB (Fastify's default) covers every JSON body; uploads set their own limit per route.
    BODY_LIMIT: { schema: wholeNumber(1024, 1024 ** 3), fallback: '1048576' },
  } as const;
}

type Variables = ReturnType<typeof variables>;
type Parsed = { [K in keyof Variables]: z.output<Variables[K]['schema']> };
// The one variable without a default.
type ParsedValues = Omit<Parsed, 'DATABASE_URL'> & { DATABASE_URL?: string };

/**
 * Parses the environment once. Relative paths are taken from the folder npm was started in
 * (INIT_CWD) so `DATA_DIR=./data npm start` means the same from the root or a workspace.
 */
export function loadConfig(env: Env): Config {
  const base = optional(env.INIT_CWD) ?? process.cwd();
  const specs = variables(base);
  const problems: string[] = [];
  const parsed: Partial<Record<keyof Variables, unknown>> = {};

  for (const name of Object.keys(specs) as (keyof Variables)[]) {
    const { schema, fallback } = specs[name];
    const raw = optional(env[name]);
    const value = raw ?? fallback;
    if (value === undefined) continue;
    const result = schema.safeParse(value);
    if (result.success) {
      parsed[name] = result.data;
    } else {
      const reason = result.error.issues[0]?.message ?? 'is not valid';
      problems.push(`Invalid ${name}: ${reason} (got ${JSON.stringify(raw)}).`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const values = parsed as ParsedValues;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR,
    trustProxy: values.TRUST_PROXY,
    bodyLimit: values.BODY_LIMIT,
  };
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
