import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { type Config, DEFAULT_MAIL_CONCURRENCY } from '../config';
import type { DbHandle } from '../db/client';
import {
  createJobQueue,
  createMailQueue,
  logTransport,
  MAIL_QUEUES,
  MAIL_RETRY_POLICY,
  type MailRetryPolicy,
  type MailTransport,
  mailOutbox,
  smtpTransport,
  startMailWorker,
} from './mail-queue';
import type { NoticeMailing } from './notify';

export const EMAIL_OFF_WARNING =
  'E-mail is off: SMTP_URL is not set, so messages are kept undelivered in the database. Set SMTP_URL (smtps://user:password@host:465) and MAIL_FROM to send them.';

export interface Messaging {
  /** For buildApp: notices become e-mails through this outbox. */
  mailing: NoticeMailing;
  /** Starts the queue and, when mail can go somewhere, this copy's worker. */
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

export interface MessagingOptions {
  handle: DbHandle;
  config: Pick<Config, 'nodeEnv' | 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'port'> &
    Partial<Pick<Config, 'mailConcurrency'>>;
  secret: string;
  policy?: MailRetryPolicy;
  /** Only tests turn it off, to play a copy that only sends. */
  worker?: boolean;
}

/**
 * E-mail through the job queue: SMTP when SMTP_URL is set; otherwise the log in development,
 * and in production nothing (the messages wait in the outbox, and the start says so).
 */
export function createMessaging({
  handle,
  config,
  secret,
  policy = MAIL_RETRY_POLICY,
  worker = true,
}: MessagingOptions): Messaging {
  let log: FastifyBaseLogger | undefined;
  const boss = createJobQueue(handle, (error) =>
    log?.warn({ err: error }, 'The job queue reported an error'),
  );
  let transport: MailTransport | undefined;
  return {
    boss,
    mailing: {
      outbox: mailOutbox(boss),
      origin: config.publicUrl ?? `http://localhost:${config.port}`,
      secret,
    },
    async start(appLog) {
      log = appLog;
      await boss.start();
      await createMailQueue(boss, policy);
      const concurrency = config.mailConcurrency ?? DEFAULT_MAIL_CONCURRENCY;
      // Both lanes share the pool: a connection free in one serves the other.
      if (config.smtpUrl !== undefined) {
        transport = smtpTransport(
          config.smtpUrl,
          config.mailFrom,
          concurrency * MAIL_QUEUES.length,
        );
      } else if (config.nodeEnv !== 'production') transport = logTransport(appLog);
      else appLog.warn(EMAIL_OFF_WARNING);
      if (transport && worker) {
        await startMailWorker(boss, handle.db, transport, policy, concurrency);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      transport?.close();
    },
  };
}
