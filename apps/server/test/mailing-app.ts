import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { AppConfig } from '../src/app-config';
import type { DbHandle } from '../src/db/client';
import { createMessaging, type Messaging } from '../src/messaging/messaging';
import { fastPasswordHashing } from './fast-password-hashing';
import { createTestDb, GENEROUS_USER_LIMITS, type TestDatabase, testConfig } from './helpers';
import { FAST_MAIL_RETRIES, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

/** The site's address in the tests' e-mails. */
export const MAIL_PUBLIC_URL = 'https://pets.example.org';

/** The link of `path` written out in the e-mail's text part, and its token. */
export function linkIn(mail: ParsedMail, path: string) {
  const escaped = path.replaceAll('/', '\\/');
  const match = new RegExp(`${MAIL_PUBLIC_URL}${escaped}\\?token=([\\w%-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
  return { url: match[0], token: decodeURIComponent(match[1]) };
}

export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value ?? [])[0]?.address;

export interface MailingApp {
  readonly app: App;
  readonly handle: DbHandle;
  readonly smtp: SmtpCatcher;
  /**
   * The `nth` e-mail (1 by default) to `address` with `subject` (any subject when left out),
   * once it has arrived.
   */
  mailTo(address: string, subject?: string, nth?: number): Promise<ParsedMail>;
  mailsTo(address: string, subject?: string): ParsedMail[];
}

/**
 * The real app with its mail queue delivering to a real SMTP server, for the enclosing describe
 * block: e-mails are read as a person receives them.
 */
export function useMailingApp(
  database: TestDatabase,
  /** Read as the app is built (in beforeAll), so it may name what earlier hooks started. */
  configOverrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): MailingApp {
  let handle: DbHandle | undefined;
  let smtp: SmtpCatcher | undefined;
  let messaging: Messaging | undefined;
  let app: App | undefined;

  beforeAll(async () => {
    handle = await createTestDb(database);
    smtp = await startSmtpCatcher();
    const config = {
      ...testConfig,
      publicUrl: MAIL_PUBLIC_URL,
      smtpUrl: smtp.url,
      ...(typeof configOverrides === 'function' ? configOverrides() : configOverrides),
    };
    messaging = createMessaging({
      handle,
      config,
      secret: config.authSecret,
      policy: FAST_MAIL_RETRIES,
    });
    app = await buildApp({
      config,
      db: handle.db,
      passwordHashing: fastPasswordHashing,
      userLimits: GENEROUS_USER_LIMITS,
      mailing: messaging.mailing,
    });
    await messaging.start(app.log);
  });
  afterAll(async () => {
    await messaging?.stop();
    await app?.close();
    await smtp?.close();
    await handle?.close();
  });

  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The app is built in beforeAll; use it in a test.');
    return value;
  };
  const matching = (address: string, subject?: string) =>
    built(smtp).messages.filter(
      (mail) =>
        recipientOf(mail) === address && (subject === undefined || mail.subject === subject),
    );

  return {
    get app() {
      return built(app);
    },
    get handle() {
      return built(handle);
    },
    get smtp() {
      return built(smtp);
    },
    async mailTo(address, subject, nth = 1) {
      const until = Date.now() + 15_000;
      for (;;) {
        const found = matching(address, subject)[nth - 1];
        if (found) return found;
        if (Date.now() > until) throw new Error(`No e-mail to ${address} (${subject ?? 'any'})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    mailsTo: matching,
  };
}
