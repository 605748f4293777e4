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
const PRIVATE_FIELDS = ['phoneNumber', 'address'];

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

// OAuth callbacks and e-mailed links carry one-time secrets in the query string.
const SECRET_QUERY_PARAMS = /([?&](?:token|code|state|password|secret)=)[^&#]*/gi;

/** The request URL as logged: secrets in the query string replaced. */
export const scrubUrl = (url: string) => url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');

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
