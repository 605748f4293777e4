import type { AppConfig } from '../../app-config';

// What the auth routes need without better-auth, which loads with the first identity call
// (auth.ts, decision 051).

/** The header the bridge (auth.routes.ts) fills with Fastify's request.ip for better-auth. */
export const CLIENT_IP_HEADER = 'x-pet-adoption-client-ip';

export const ADMIN_EMAILS_WARNING =
  'ADMIN_EMAILS grants admin at sign-up without proof of ownership; only outside production (there, use npm run make-admin -- EMAIL).';

export const BANNED_MESSAGE =
  'This account has been banned. Contact the site administrators if you think this is a mistake.';

/**
 * Who gets admin at sign-up. config.ts refuses ADMIN_EMAILS in production; an app built without
 * it still ignores them.
 */
export const adminEmailsOf = (config: Pick<AppConfig, 'adminEmails' | 'nodeEnv'>) =>
  config.nodeEnv === 'production' ? [] : config.adminEmails;
