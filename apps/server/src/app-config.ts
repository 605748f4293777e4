import type { Config } from './config';

/** The part of Config that buildApp (app.ts) reads; features take the slices they need. */
export type AppConfig = Pick<
  Config,
  | 'nodeEnv'
  | 'host'
  | 'port'
  | 'dataDir'
  | 'logLevel'
  | 'trustProxy'
  | 'bodyLimit'
  | 'webDistDir'
  | 'webDev'
  | 'publicUrl'
  | 'adminEmails'
  | 'google'
  | 'github'
  | 'stripe'
  | 'objectStorage'
  | 'smtpUrl'
  | 'mailFrom'
> & {
  /** AUTH_SECRET, or the one server.ts keeps in DATA_DIR (lib/auth-secret.ts). */
  authSecret: string;
};
