// E-mail delivery through the outbox and its two lanes, against a local SMTP sink (smtp-server,
// accepting everything at once). For one copy of the server and then two on one PostgreSQL,
// BULK bulk messages (campaign news) are queued in transactions of 100; then the copies' mail
// workers start, and one message a person waits for (a password reset) is written every 100 ms
// until the bulk has drained. Prints the bulk throughput (messages a second, from the workers'
// start to the last delivery) and the resets' p50 and p99 time from the commit that wrote each
// to the sink having it. The copies run in this one process, each with its own connection pool and queue
// instance, as separate processes would. Asserts nothing.
// Usage: node bench/mail.mjs [bulk=5000]
// Environment: MAIL_CONCURRENCY (default 10), BENCH_DB (default bench_mail). Uses
// TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and a database of
// its own, dropped at the end.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';
import { benchDatabase } from './lib/bench-db.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BULK = Number(process.argv[2] ?? 5000);
const CONCURRENCY = Number(process.env.MAIL_CONCURRENCY ?? 10);
const WRITE_BATCH = 100;
const URGENT_EVERY_MS = 100;
const { name: BENCH_DB, benchUrl, admin } = benchDatabase('bench_mail');

const importServer = (path) => tsImport(join(root, 'apps/server/src', path), import.meta.url);
const { openPostgres } = await importServer('db/client.ts');
const { migrateDb } = await importServer('db/migrate.ts');
const queue = await importServer('messaging/mail-queue.ts');

/** An SMTP server that takes every message and notes when each mail row's message arrived. */
async function startSink() {
  const arrived = new Map();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /Message-ID: <([0-9a-f-]{36})@pet-adoption>/i.exec(head)?.[1];
        if (id) arrived.set(id, performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    arrived,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const mail = (kind, i) => ({
  userId: null,
  kind,
  to: `${kind}-${i}@example.com`,
  unsubscribeUrl: null,
  subject: kind === 'passwordReset' ? 'Choose a new password' : 'News of Biscuit',
  text: 'Biscuit is home and eating well. https://pets.example.org/campaingsDetails/1',
  html: '<p>Biscuit is home and eating well.</p>',
});

async function run(copies) {
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${BENCH_DB}`);
  const sink = await startSink();
  const started = [];
  try {
    for (let i = 0; i < copies; i++) {
      const handle = openPostgres(benchUrl);
      if (i === 0) await migrateDb(handle);
      const boss = queue.createJobQueue(handle, () => undefined);
      await boss.start();
      await queue.createMailQueue(boss, queue.MAIL_RETRY_POLICY);
      started.push({ handle, boss, transport: undefined });
    }
    const { handle, boss } = started[0];
    const outbox = queue.mailOutbox(boss);
    const written = new Map();
    const idsOf = async (addresses) =>
      (
        await handle.client.query('SELECT id FROM outbox_mails WHERE "to" = ANY($1)', [addresses])
      ).rows.map((row) => row.id);
    /** Writes mails in one transaction, as the change that causes them does; notes its commit. */
    const write = async (mails) => {
      await handle.db.transaction(async (tx) => {
        for (const one of mails) await outbox.enqueue(tx, one);
      });
      const at = performance.now();
      const ids = await idsOf(mails.map((one) => one.to));
      for (const id of ids) written.set(id, at);
      return ids;
    };

    const bulkIds = [];
    for (let i = 0; i < BULK; i += WRITE_BATCH) {
      const batch = Array.from({ length: Math.min(WRITE_BATCH, BULK - i) }, (_, j) =>
        mail('campaignUpdate', i + j),
      );
      bulkIds.push(...(await write(batch)));
    }
    const first = performance.now();
    for (const copy of started) {
      copy.transport = queue.smtpTransport(sink.url, 'Bench <bench@localhost>', CONCURRENCY * 2);
      await queue.startMailWorker(
        copy.boss,
        copy.handle.db,
        copy.transport,
        queue.MAIL_RETRY_POLICY,
        CONCURRENCY,
      );
    }
    const urgentIds = [];
    let writing = true;
    const urgent = (async () => {
      for (let i = 0; writing; i++) {
        urgentIds.push(...(await write([mail('passwordReset', i)])));
        await new Promise((resolve) => setTimeout(resolve, URGENT_EVERY_MS));
      }
    })();
    // Keep urgent mails coming until the bulk lane has drained, so each one waits on a queue.
    while (bulkIds.some((id) => !sink.arrived.has(id))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    writing = false;
    await urgent;
    while (urgentIds.some((id) => !sink.arrived.has(id))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const last = Math.max(...bulkIds.map((id) => sink.arrived.get(id)));
    const latency = (ids) => ids.map((id) => sink.arrived.get(id) - written.get(id));
    const waiting = latency(urgentIds);
    const rate = BULK / ((last - first) / 1000);
    process.stdout.write(
      `${copies} ${copies === 1 ? 'copy ' : 'copies'}: ${BULK} bulk in ${((last - first) / 1000).toFixed(1)} s, ` +
        `${rate.toFixed(0)} messages/s (${(rate / copies).toFixed(0)} per copy); ` +
        `${waiting.length} resets p50 ${percentile(waiting, 50).toFixed(0)} ms, p99 ${percentile(waiting, 99).toFixed(0)} ms\n`,
    );
  } finally {
    for (const { handle, boss, transport } of started) {
      await boss.stop({ graceful: false, timeout: 2_000 });
      transport?.close();
      await handle.close();
    }
    await sink.close();
    await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
}

process.stdout.write(`MAIL_CONCURRENCY=${CONCURRENCY} per lane, ${BULK} bulk messages\n`);
await run(1);
await run(2);
