import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DbHandle } from '../../db/client';
import { outboxMails } from '../../db/schema';
import {
  deliverMail,
  redactUnsentMails,
  smtpTransport,
  UNSENT_MAIL_KEPT_MS,
} from '../../messaging/mail-queue';
import { createMessaging, EMAIL_OFF_WARNING, type Messaging } from '../../messaging/messaging';
import { petBody } from '../../../test/fixtures';
import {
  bearer,
  createTestDb,
  createUser,
  GENEROUS_USER_LIMITS,
  json,
  type SignedInUser,
  testConfig,
  testDatabases,
} from '../../../test/helpers';
import { FAST_MAIL_RETRIES, type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };
const PUBLIC_URL = 'https://pets.example.org';

interface Instance {
  app: App;
  messaging: Messaging;
  lines: string[];
}

// Each test starts copies of the server with their job queue.
describe.each(testDatabases)('notices by e-mail on %s', { timeout: 60_000 }, (database) => {
  const open: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });

  async function database_() {
    const handle = await createTestDb(database);
    open.push(() => handle.close());
    return handle;
  }
  async function catcher_() {
    const catcher = await startSmtpCatcher();
    open.push(() => catcher.close());
    return catcher;
  }

  /** A copy of the server on `handle`, with its mail worker unless `worker: false`. */
  async function instance(
    handle: DbHandle,
    {
      smtp,
      nodeEnv = 'test',
      worker = true,
    }: {
      smtp?: SmtpCatcher;
      nodeEnv?: 'test' | 'development' | 'production';
      worker?: boolean;
    },
  ): Promise<Instance> {
    const lines: string[] = [];
    const config = {
      ...testConfig,
      nodeEnv,
      logLevel: 'info' as const,
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp?.url,
    };
    const messaging = createMessaging({
      handle,
      config,
      secret: config.authSecret,
      policy: FAST_MAIL_RETRIES,
      worker,
    });
    const app = await buildApp({
      config,
      db: handle.db,
      passwordHashing: fastPasswordHashing,
      userLimits: GENEROUS_USER_LIMITS,
      mailing: messaging.mailing,
      logStream: { write: (line) => void lines.push(line) },
    });
    await messaging.start(app.log);
    // Stopped before the database closes (registered after it, so run first).
    open.push(async () => {
      await messaging.stop();
      await app.close();
    });
    return { app, messaging, lines };
  }

  /**
   * People who signed up before the test: made through a copy of the app without e-mail, so the
   * links that confirm their addresses are not among the messages a test counts.
   */
  async function person(handle: DbHandle, options: { name?: string } = {}) {
    let quiet = quietApps.get(handle);
    if (!quiet) {
      quiet = await buildApp({
        config: testConfig,
        db: handle.db,
        passwordHashing: fastPasswordHashing,
        userLimits: GENEROUS_USER_LIMITS,
      });
      quietApps.set(handle, quiet);
      const app = quiet;
      open.push(() => app.close());
    }
    return createUser(quiet, options);
  }
  const quietApps = new Map<DbHandle, App>();

  async function askForPet(app: App, owner: SignedInUser, adopter: SignedInUser) {
    const pet = await app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: 'Biscuit' }),
    });
    const { insertedId: petId } = json<{ insertedId: string }>(pet);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/adoptionUsers',
      headers: bearer(adopter.token),
      payload: { petId, ...contact },
    });
    expect(asked.statusCode, asked.body).toBe(200);
  }

  it('e-mails a notice over SMTP: both parts, absolute links, one-click unsubscribe', async () => {
    const handle = await database_();
    const smtp = await catcher_();
    const { app } = await instance(handle, { smtp });
    const owner = await person(handle, { name: 'Olive Owner' });
    const adopter = await person(handle, { name: 'Bea Adopter' });
    await askForPet(app, owner, adopter);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ value: [{ address: owner.email }] });
    expect(mail?.from?.value).toEqual([{ name: 'Pet Adoption', address: 'no-reply@pets.test' }]);
    expect(mail?.subject).toBe('New adoption request for Biscuit');
    expect(mail?.text).toContain('Bea Adopter asked to adopt Biscuit.');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/petAdoptor`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/dashboard/petAdoptor"`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).not.toMatch(/<img/);
    const header = (name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${PUBLIC_URL}/api/notification-settings/unsubscribe\\?token=[\\w.-]+>`,
      ),
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail?.messageId).toMatch(/@pet-adoption>$/);

    // Marked sent once the server took it: just after the mail server has it, so waited for.
    // The outbox then keeps whom, what kind and when, and none of the mail's links.
    await vi.waitFor(async () => {
      const [row] = await handle.db.select().from(outboxMails);
      expect(row?.sentAt).not.toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row).toMatchObject({
        to: owner.email,
        kind: 'adoptionRequested',
        subject: 'New adoption request for Biscuit',
        text: '',
        html: '',
        unsubscribeUrl: null,
      });
      expect(row?.redactedAt).not.toBeNull();
    });
  });

  it('keeps trying while the mail server refuses, then delivers once', async () => {
    const handle = await database_();
    const smtp = await catcher_();
    smtp.refuseNext(2);
    const { app } = await instance(handle, { smtp });
    const owner = await person(handle);
    const adopter = await person(handle);
    await askForPet(app, owner, adopter);

    await smtp.waitFor(1, 20_000);
    expect(smtp.refused).toBe(2);
    const [row] = await handle.db.select().from(outboxMails);
    expect(row?.attempts).toBe(3);
    // Nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends nothing twice when a copy stopped after sending but before the queue heard', async () => {
    const handle = await database_();
    const smtp = await catcher_();
    // This copy only writes the job; nothing works on it yet.
    const sender = await instance(handle, { smtp, worker: false });
    const owner = await person(handle);
    const adopter = await person(handle);
    await askForPet(sender.app, owner, adopter);
    const [row] = await handle.db.select().from(outboxMails);
    if (!row) throw new Error('no mail in the outbox');
    // A copy delivered it and stopped before completing its job.
    const transport = smtpTransport(smtp.url, testConfig.mailFrom);
    await deliverMail(handle.db, transport, row.id);
    transport.close();
    await smtp.waitFor(1);

    // A copy started after it finds the job and sends nothing.
    await instance(handle, { smtp });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.messages).toHaveLength(1);
    const [after] = await handle.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(after?.attempts).toBe(1);
  });

  // Only PostgreSQL can be shared by two copies of the server; PGlite belongs to one process.
  if (database === 'postgres') {
    it('delivers each message exactly once with two copies on one PostgreSQL', async () => {
      const handle = await database_();
      const smtp = await catcher_();
      const first = await instance(handle, { smtp });
      await instance(handle, { smtp });
      const owner = await person(handle);
      for (let i = 0; i < 6; i++) {
        await askForPet(first.app, owner, await person(handle));
      }
      await smtp.waitFor(6);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.messages).toHaveLength(6);
      expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(6);
    });
  }

  it('writes each message to the log in development without SMTP_URL', async () => {
    const handle = await database_();
    const { app, lines } = await instance(handle, { nodeEnv: 'development' });
    const owner = await person(handle);
    const adopter = await person(handle, { name: 'Bea Adopter' });
    await askForPet(app, owner, adopter);
    const until = Date.now() + 10_000;
    while (!lines.some((line) => line.includes('New adoption request')) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const logged = lines.find((line) => line.includes('New adoption request for Biscuit'));
    expect(logged).toBeDefined();
    expect(logged).toContain(owner.email);
    expect(logged).toContain(`${PUBLIC_URL}/dashboard/petAdoptor`);
  });

  it('warns at start in production without SMTP_URL and keeps the messages', async () => {
    const handle = await database_();
    const { app, lines } = await instance(handle, { nodeEnv: 'production' });
    expect(lines.some((line) => line.includes(EMAIL_OFF_WARNING))).toBe(true);
    const owner = await person(handle);
    await askForPet(app, owner, await person(handle));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows = await handle.db.select().from(outboxMails);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
    expect(rows[0]?.text).toContain('/dashboard/petAdoptor');
    // Nothing personal reached the log.
    expect(lines.join('\n')).not.toContain(owner.email);

    // Kept while it may still go out; two days on it is given up, and its links go.
    const writtenAt = rows[0]?.createdAt ?? new Date();
    const soon = new Date(writtenAt.getTime() + UNSENT_MAIL_KEPT_MS - 60_000);
    expect(await redactUnsentMails(handle.db, soon)).toBe(0);
    const late = new Date(writtenAt.getTime() + UNSENT_MAIL_KEPT_MS + 60_000);
    expect(await redactUnsentMails(handle.db, late)).toBe(1);
    const [given] = await handle.db.select().from(outboxMails);
    expect(given).toMatchObject({ text: '', html: '', unsubscribeUrl: null, sentAt: null });
    expect(given?.redactedAt).toEqual(late);
  });
});
