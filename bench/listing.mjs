// Listing throughput and latency on PostgreSQL with 100,000 pets, beside a bare Fastify
// hello-world measured in the same run (the ceiling this machine allows). Each listing case runs
// twice: as served (public pages are cached for a second, docs/decisions/010, so nearly every
// answer is a cache hit) and with the page cache off, so every answer reads the database.
// Usage: node bench/listing.mjs [seconds=10] [connections=50]
// Uses TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and a
// database of its own, pet_adoption_bench, dropped at the end. Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const PETS = 100_000;
const BENCH_DB = 'pet_adoption_bench';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
})();

const importServer = (path) => tsImport(join(root, 'apps/server/src', path), import.meta.url);

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seed() {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, name, email) VALUES ('bench-owner', 'Bench Owner', 'bench@example.com')`,
    );
    // Ten common names × a number: a three-letter search matches about a tenth of the rows.
    // One pet in seven is adopted; one minute between pets, newest first.
    await client.query(
      `INSERT INTO pets (owner_id, pet_name, category, pet_age_months, pet_location, date,
                         short_description, long_description, image, adopted, created_at)
       SELECT 'bench-owner',
              (ARRAY['Bella','Max','Luna','Charlie','Lucy','Cooper','Daisy','Milo','Bailey','Rocky'])[1 + i % 10] || ' ' || i,
              (ARRAY['cat','dog','bird','rabbit','fish','domestic'])[1 + i % 6],
              i % 180, 'Dhaka', DATE '2026-01-01' + (i % 300),
              'A friendly pet looking for a home.', repeat('A long description. ', 20),
              '/images/pets/cat-1.webp', i % 7 = 0, now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) AS i`,
      [PETS],
    );
    await client.query('ANALYZE pets');
  } finally {
    await client.end();
  }
}

// autocannon's JSON reports p50, p90, p97.5 and p99 (no p95): all four are printed.
async function measure(name, url) {
  const bin = join(root, 'node_modules/.bin/autocannon');
  const { stdout } = await promisify(execFile)(
    bin,
    ['--json', '-c', String(connections), '-d', String(seconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout);
  const row = {
    case: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p90 ms': r.latency.p90,
    'p97.5 ms': r.latency.p97_5,
    'p99 ms': r.latency.p99,
    'non-2xx + errors': r.non2xx + r.errors,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
  return row;
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${BENCH_DB}`);
  const { openPostgres } = await importServer('db/client.ts');
  const { migrateDb } = await importServer('db/migrate.ts');
  const { buildApp } = await importServer('app.ts');
  const handle = openPostgres(benchUrl);
  let app;
  let hello;
  try {
    await migrateDb(handle);
    const seeded = performance.now();
    await seed();
    process.stdout.write(
      `Seeded ${PETS} pets in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
    );

    const { ListingCache } = await importServer('features/pets/listing-cache.ts');
    const start = (pageTtlMs) =>
      buildApp({
        db: handle.db,
        petListingCache: new ListingCache({ pageTtlMs }),
        config: {
          nodeEnv: 'production',
          logLevel: 'silent',
          dataDir: join(tmpdir(), 'pet-adoption-bench-data'),
          trustProxy: false,
          bodyLimit: 1024 * 1024,
          webDistDir: join(tmpdir(), 'pet-adoption-no-web-build'),
          authSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
          publicUrl: undefined,
          adminEmails: [],
          google: undefined,
          github: undefined,
        },
      });

    const rows = [];
    for (const [label, pageTtlMs] of [
      ['', 1_000],
      [' uncached', 0],
    ]) {
      app = await start(pageTtlMs);
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      // One warm-up pass so the first case does not pay for cold caches and JIT.
      await promisify(execFile)(join(root, 'node_modules/.bin/autocannon'), [
        '-c',
        String(connections),
        '-d',
        '2',
        `${base}/api/petListing`,
      ]);
      rows.push(await measure(`page one${label}`, `${base}/api/petListing`));
      rows.push(await measure(`search "bel"${label}`, `${base}/api/petListing?search=bel`));
      rows.push(await measure(`category "bird"${label}`, `${base}/api/petListing?category=bird`));
      await app.close();
      app = undefined;
    }

    hello = Fastify();
    hello.get('/', () => ({ hello: 'world' }));
    const helloBase = await hello.listen({ port: 0, host: '127.0.0.1' });
    rows.push(await measure('bare Fastify hello-world', helloBase));

    console.table(rows);
  } finally {
    await app?.close();
    await hello?.close();
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
}

await main();
