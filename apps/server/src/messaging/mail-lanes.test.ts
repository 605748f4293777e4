import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { DbHandle } from '../db/client';
import { outboxMails } from '../db/schema';
import { createTestDb, testDatabases } from '../../test/helpers';
import { FAST_MAIL_RETRIES } from '../../test/smtp-catcher';
import {
  BULK_MAIL_QUEUE,
  createJobQueue,
  createMailQueue,
  deliverBatch,
  laneOf,
  MAIL_QUEUE,
  type MailTransport,
  mailOutbox,
  type OutgoingMail,
  startMailWorker,
} from './mail-queue';

const CONCURRENCY = 10;

const mail = (kind: string, to: string): OutgoingMail => ({
  userId: null,
  kind,
  to,
  unsubscribeUrl: null,
  subject: `About ${kind}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

/** A transport that records the order mails reach it in, and answers at once. */
function countingTransport(fail?: (call: number) => Error | undefined) {
  const sent: string[] = [];
  let calls = 0;
  const transport: MailTransport = {
    send: (row) => {
      calls += 1;
      const error = fail?.(calls);
      if (error !== undefined) return Promise.reject(error);
      sent.push(row.to);
      return Promise.resolve();
    },
    close: () => undefined,
  };
  return { transport, sent, calls: () => calls };
}

describe('mail lanes', () => {
  it('puts what a person waits for in its own lane, and bulk in the other', () => {
    for (const kind of ['passwordReset', 'verifyEmail', 'donationReceipt', 'adoptionAccepted']) {
      expect(laneOf(kind), kind).toBe(MAIL_QUEUE);
    }
    for (const kind of ['savedSearchMatch', 'campaignUpdate', 'happyTailInvite']) {
      expect(laneOf(kind), kind).toBe(BULK_MAIL_QUEUE);
    }
  });
});

describe.each(testDatabases)('mail delivery on %s', { timeout: 120_000 }, (database) => {
  let handle: DbHandle;
  let boss: PgBoss;
  beforeAll(async () => {
    handle = await createTestDb(database);
    boss = createJobQueue(handle, () => undefined);
    await boss.start();
    await createMailQueue(boss, FAST_MAIL_RETRIES);
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, timeout: 2_000 });
    await handle.close();
  });

  it('sends a reset queued after 2,000 bulk mails before the bulk lane drains', async () => {
    const outbox = mailOutbox(boss);
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < 2000; i++) {
        await outbox.enqueue(tx, mail('savedSearchMatch', `alert-${i}@example.com`));
      }
    });
    await handle.db.transaction((tx) =>
      outbox.enqueue(tx, mail('passwordReset', 'waiting@example.com')),
    );

    const { transport, sent } = countingTransport();
    await startMailWorker(boss, handle.db, transport, FAST_MAIL_RETRIES, CONCURRENCY);
    await vi.waitFor(() => expect(sent).toContain('waiting@example.com'), { timeout: 30_000 });
    // At most the first batch the bulk lane took as it started went before it.
    expect(sent.indexOf('waiting@example.com')).toBeLessThanOrEqual(CONCURRENCY);
    await boss.offWork(MAIL_QUEUE);
    await boss.offWork(BULK_MAIL_QUEUE);
  });

  it('stops a batch when the mail server throttles, then sends each mail once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await handle.db
        .insert(outboxMails)
        .values(mail('campaignUpdate', `donor-${i}@example.com`))
        .returning({ id: outboxMails.id });
      if (row) ids.push(row.id);
    }
    const throttling = countingTransport(() =>
      Object.assign(new Error('421 Too many messages, slow down'), { responseCode: 421 }),
    );
    await expect(deliverBatch(handle.db, throttling.transport, ids, 1)).rejects.toThrow(/421/);
    // The first refusal stopped the batch: the others were not tried against a busy server.
    expect(throttling.calls()).toBe(1);

    const working = countingTransport();
    await deliverBatch(handle.db, working.transport, ids, 3);
    await deliverBatch(handle.db, working.transport, ids, 3);
    expect(working.sent.sort()).toEqual(ids.map((_, i) => `donor-${i}@example.com`).sort());
    const [first] = await handle.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, ids[0] ?? ''));
    expect(first?.attempts).toBe(2);
  });

  it('keeps one person’s mails in the order they were written, others side by side', async () => {
    const ids: string[] = [];
    for (const to of ['ann@example.com', 'bo@example.com', 'ann@example.com']) {
      const [row] = await handle.db
        .insert(outboxMails)
        .values(mail('passwordReset', to))
        .returning({ id: outboxMails.id });
      if (row) ids.push(row.id);
    }
    const order: string[] = [];
    // Ann's first mail is slow to go: her second still waits for it.
    const transport: MailTransport = {
      send: async (row) => {
        if (row.id === ids[0]) await new Promise((resolve) => setTimeout(resolve, 50));
        order.push(row.id);
      },
      close: () => undefined,
    };
    await deliverBatch(handle.db, transport, ids, 3);
    expect(order).toEqual([ids[1], ids[0], ids[2]]);
  });
});
