import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Field names whose values never reach the log, wherever they appear (to two levels deep). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'clientSecret',
  'secret',
  'cardNumber',
  'cvc',
  'cvv',
];

/** Personal details only the pet's owner, the adopter and admins may see. */
const PRIVATE_FIELDS = ['phoneNumber', 'address', 'answers', 'profile'];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[...SECRET_FIELDS, ...PRIVATE_FIELDS].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
  ]),
];

/**
 * Query parameters whose values never reach the log: OAuth callbacks and e-mailed links carry
 * one-time secrets, and list filters name people by e-mail address.
 */
const REDACTED_QUERY_PARAMS = new Set(
  ['token', 'code', 'state', 'password', 'secret', 'email', 'adoptorEmail', 'adderEmail'].map(
    (name) => name.toLowerCase(),
  ),
);
const QUERY_PAIR = /([^=&#]*)=([^&#]*)/g;

/** A path segment or parameter holding an address (a search box, say), however encoded. */
function looksLikeEmail(value: string) {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    // A malformed escape: judge the raw text.
  }
  return /[^\s@]@[^\s@]/.test(decoded);
}

/** Path segments followed by a code that alone opens something: a receipt, a monthly gift. */
const CODE_HOLDERS = new Set(['receipts', 'manage']);

/**
 * The request URL as logged: e-mail addresses in the path (`/users/admin/{email}`), the codes of
 * receipts and monthly gifts, and secrets and e-mail addresses in the query string, replaced.
 */
export function scrubUrl(url: string) {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const scrubbedPath = path
    .split('/')
    .map((segment, index, segments) =>
      looksLikeEmail(segment) || CODE_HOLDERS.has(segments[index - 1] ?? '')
        ? '[redacted]'
        : segment,
    )
    .join('/');
  if (queryStart === -1) return scrubbedPath;
  const query = url
    .slice(queryStart + 1)
    .replace(QUERY_PAIR, (pair, name: string, value: string) =>
      REDACTED_QUERY_PARAMS.has(name.toLowerCase()) || looksLikeEmail(value)
        ? `${name}=[redacted]`
        : pair,
    );
  return `${scrubbedPath}?${query}`;
}

function prettyAvailable(): boolean {
  try {
    // A dev dependency: a production install (npm ci --omit=dev) does not have it.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const pretty = stream === undefined && config.nodeEnv === 'development' && prettyAvailable();
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: scrubUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream === undefined ? {} : { stream }),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
