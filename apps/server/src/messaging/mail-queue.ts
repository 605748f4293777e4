import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { DbHandle, Executor, Database } from '../db/client';
import { outboxMails } from '../db/schema';
import type { NotificationKind } from '@pet-adoption/shared';
import type { ComposedMail } from './mail-compose';

/**
 * The two lanes every e-mail goes through, each a queue with its own workers: what a person is
 * waiting for (a reset, a confirmation, a receipt, the answer to their own request) never waits
 * behind bulk (alerts, campaign news, invitations) however much of it is queued.
 */
export const MAIL_QUEUE = 'mail';
export const BULK_MAIL_QUEUE = 'mail-bulk';
export const MAIL_QUEUES = [MAIL_QUEUE, BULK_MAIL_QUEUE] as const;

/** The kinds that go to many people at once, or on a timetable: the bulk lane. */
const BULK_KINDS: ReadonlySet<string> = new Set<NotificationKind>([
  'savedSearchMatch',
  'campaignUpdate',
  'campaignPetAdopted',
  'favoriteAdopted',
  'favoriteRemoved',
  'happyTailInvite',
  'adoptionReminder',
  'listingStale',
  'listingPaused',
]);

/** The lane of a mail of `kind`: a notice's kind or an account mail's. */
export const laneOf = (kind: string) => (BULK_KINDS.has(kind) ? BULK_MAIL_QUEUE : MAIL_QUEUE);

/** How delivery retries while the mail server refuses: 30 s, 1 min, 2 min, ... up to an hour. */
export interface MailRetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A worker that stopped answering (a crashed copy) gives its job back after this long. */
  heartbeatSeconds: number;
  /** How often an idle worker looks for work when LISTEN/NOTIFY is not there. */
  pollingIntervalSeconds: number;
}

// About a day of tries in all: a mail server down for a night still gets every message.
export const MAIL_RETRY_POLICY: MailRetryPolicy = {
  retryLimit: 30,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  heartbeatSeconds: 60,
  pollingIntervalSeconds: 2,
};

/**
 * The job queue in the application's own database (pg-boss, decision 060): on PGlite through its
 * single in-process connection, on PostgreSQL through the app's pool. Not started yet.
 */
export function createJobQueue(handle: DbHandle, onError: (error: Error) => void): PgBoss {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite' })
      : new PgBoss({
          db: {
            executeSql: (text: string, values?: unknown[]) => handle.client.query(text, values),
          },
        });
  boss.on('error', onError);
  return boss;
}

/** Makes the mail lanes with their retry policy; safe on every start and from every copy. */
export async function createMailQueue(boss: PgBoss, policy: MailRetryPolicy) {
  const options = {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    heartbeatSeconds: policy.heartbeatSeconds,
  };
  for (const queue of MAIL_QUEUES) {
    // Another copy may be making it at the same moment.
    if ((await boss.getQueue(queue)) === null) {
      try {
        await boss.createQueue(queue, options);
      } catch (error) {
        if ((await boss.getQueue(queue)) === null) throw error;
      }
    }
    await boss.updateQueue(queue, options);
  }
}

/** One e-mail to one address, written into the outbox with the change that causes it. */
export interface OutgoingMail extends ComposedMail {
  userId: string | null;
  kind: string;
  to: string;
  unsubscribeUrl: string | null;
}

export interface MailOutbox {
  /** Stores the mail and its delivery job in `tx`: both are kept with the change, or neither. */
  enqueue(tx: Executor, mail: OutgoingMail): Promise<void>;
}

export function mailOutbox(boss: PgBoss): MailOutbox {
  return {
    async enqueue(tx, mail) {
      const [row] = await tx.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
      if (!row) throw new Error('The outbox returned no row');
      await boss.send(laneOf(mail.kind), { mailId: row.id }, { db: fromDrizzle(tx, sql) });
    },
  };
}

/** What delivers a stored mail: the mail server, or the log in development. */
export interface MailTransport {
  send(mail: typeof outboxMails.$inferSelect): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), through a pool of
 * `connections` kept open: a message does not pay for a new connection and its TLS handshake.
 */
export function smtpTransport(smtpUrl: string, from: string, connections = 1): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    // The pool's default of 100 messages a connection would reconnect every 100 mails.
    maxMessages: Infinity,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The row's id: a receiving server that saw it already may drop a repeat.
        messageId: `<${mail.id}@pet-adoption>`,
        ...(mail.unsubscribeUrl === null
          ? {}
          : {
              list: {
                unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' },
              },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP_URL: each message goes to the log (subject, recipient and the text
 * part with its links), so whoever tries the demo can follow a link. Never in production.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    send(mail) {
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `E-mail (SMTP_URL is not set, so it is only logged):\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

/** What a mail keeps once its links are gone: whom it went to, what kind, when (and the subject). */
const REDACTED = { text: '', html: '', unsubscribeUrl: null } as const;

/**
 * Delivers each job's mail once, then blanks its links (a reset, a gift's manage link) in the
 * outbox, so that the database never holds them longer than delivery needs. A mail already sent
 * or given up on (the job ran before, then its worker stopped before the queue heard back) is not
 * sent again; a refused one throws, and the queue tries again later.
 */
export async function deliverMail(db: Database, transport: MailTransport, mailId: string) {
  const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
  if (!mail || mail.sentAt !== null || mail.redactedAt !== null) return;
  await db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1` })
    .where(eq(outboxMails.id, mailId));
  await transport.send(mail);
  const now = new Date();
  await db
    .update(outboxMails)
    .set({ ...REDACTED, sentAt: now, redactedAt: now })
    .where(and(eq(outboxMails.id, mailId), isNull(outboxMails.sentAt)));
}

/** Mails still unsent this long after they were written are given up on (retries last a day). */
export const UNSENT_MAIL_KEPT_MS = 2 * 24 * 60 * 60_000;

/**
 * Blanks the links of mails that were never delivered (their retries ran out while the mail
 * server refused), run hourly: nothing will send them, so nothing should keep them.
 */
export async function redactUnsentMails(db: Database, now: Date) {
  const given = await db
    .update(outboxMails)
    .set({ ...REDACTED, redactedAt: now })
    .where(
      and(
        isNull(outboxMails.sentAt),
        isNull(outboxMails.redactedAt),
        lt(outboxMails.createdAt, new Date(now.getTime() - UNSENT_MAIL_KEPT_MS)),
      ),
    )
    .returning({ id: outboxMails.id });
  return given.length;
}

/**
 * How often an idle copy looks for mail a person waits for: the job queue's own fastest (our
 * adapter has no LISTEN/NOTIFY), a couple of indexed reads a second.
 */
const URGENT_POLLING_SECONDS = 0.5;

/** SMTP answers that mean "not now, too many": the lane slows down and tries again later. */
const THROTTLED = new Set([421, 450, 451, 452]);

export const isThrottled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'responseCode' in error &&
  typeof error.responseCode === 'number' &&
  THROTTLED.has(error.responseCode);

/**
 * The batch's mails as chains, one per recipient, each in the order its mails were written: a
 * person's mails arrive in the order of the changes they tell of (a change, then its undo),
 * while different people's go side by side.
 */
async function chainsByRecipient(db: Database, mailIds: readonly string[]) {
  const rows = await db
    .select({ id: outboxMails.id, to: outboxMails.to })
    .from(outboxMails)
    .where(inArray(outboxMails.id, [...mailIds]));
  const recipientOf = new Map(rows.map((row) => [row.id, row.to]));
  const chains = new Map<string, string[]>();
  for (const id of mailIds) {
    // A mail no longer in the outbox (its person deleted their account) has nothing to send.
    const to = recipientOf.get(id);
    if (to === undefined) continue;
    const chain = chains.get(to);
    if (chain) chain.push(id);
    else chains.set(to, [id]);
  }
  return [...chains.values()];
}

/**
 * Delivers a batch of jobs (in the order they were queued), up to `concurrency` recipients at a
 * time. Once the mail server says it is throttling, no more of the batch is started; the batch
 * then fails as a whole and the queue tries its jobs again after its backoff (30 s, 1 min, 2
 * min...), so the lane slows down. The mails that went are marked sent, so their retries send
 * nothing: none is dropped, none goes twice.
 */
export async function deliverBatch(
  db: Database,
  transport: MailTransport,
  mailIds: readonly string[],
  concurrency: number,
) {
  const waiting = await chainsByRecipient(db, mailIds);
  const failures: unknown[] = [];
  let throttled = false;
  const sender = async () => {
    for (let chain = waiting.shift(); chain !== undefined; chain = waiting.shift()) {
      for (const id of chain) {
        if (throttled) return;
        try {
          await deliverMail(db, transport, id);
        } catch (error) {
          failures.push(error);
          if (isThrottled(error)) throttled = true;
          // The rest of this person's chain waits for the retry, to keep their order.
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, waiting.length) }, sender));
  if (failures.length > 0) throw failures[0];
}

/**
 * Starts this copy's workers, one per lane; several copies share the queues and each job runs
 * once. A worker fetches up to `concurrency` jobs and keeps fetching while batches come back
 * full, so a burst is drained at the pace of the mail server, not of the polling interval.
 */
export async function startMailWorker(
  boss: PgBoss,
  db: Database,
  transport: MailTransport,
  policy: MailRetryPolicy,
  concurrency: number,
) {
  for (const queue of MAIL_QUEUES) {
    await boss.work<{ mailId: string }>(
      queue,
      {
        pollingIntervalSeconds:
          queue === MAIL_QUEUE
            ? Math.min(policy.pollingIntervalSeconds, URGENT_POLLING_SECONDS)
            : policy.pollingIntervalSeconds,
        batchSize: concurrency,
        burstWhenBatchFull: true,
      },
      (jobs) =>
        deliverBatch(
          db,
          transport,
          jobs.map((job) => job.data.mailId),
          concurrency,
        ),
    );
  }
}
