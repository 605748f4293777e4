// Listing and facets throughput and latency on PostgreSQL with 100,000 pets whose profiles are
// filled at random, beside a bare Fastify hello-world and one answering from a trivial query,
// measured in the same run: what this machine allows for any answer, and for one that reads
// the database. Each case runs as served (public pages and facets fresh a second, then answered
// while one refresh runs, docs/decisions/092, so nearly every answer is a cache hit) and with
// every cache off, so every answer checks with the database that no pet changed and reads there
// the documents of its page's pets not kept beside the index (the search index is not a cache:
// no answer comes from it unless the database confirms it is up to date). Each mode runs its app
// in a process of its own.
// Usage: node bench/listing.mjs [seconds=10] [connections=50]
// Environment: CASES (comma-separated names, the floors' too, none holds a comma; default all), MODES
// (served,uncached; default both), BENCH_DB (default bench_search).
// Uses TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and a
// database of its own, dropped at the end. Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import breedList from '../packages/shared/src/breed-list.json' with { type: 'json' };
import { tsImport } from 'tsx/esm/api';
import { benchDatabase } from './lib/bench-db.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const PETS = 100_000;
const { name: BENCH_DB, adminUrl, benchUrl, admin } = benchDatabase('bench_search');
const importServer = (path) => tsImport(join(root, 'apps/server/src', path), import.meta.url);

const pick = (values, nulls = 0) =>
  `(CASE WHEN random() < ${nulls} THEN NULL ELSE (ARRAY[${values.map((v) => `'${v}'`).join(',')}])[1 + floor(random() * ${values.length})::int] END)`;
const answer = () => pick(['yes', 'no', 'unknown']);
const COLOURS = ['Black', 'White', 'Brown', 'Grey', 'Golden', 'Cream', 'Tabby', 'Tortoiseshell'];
const CITIES = ['Dhaka', 'Chittagong', 'Sylhet', 'Khulna', 'Rajshahi', 'Old Dhaka', 'Barisal'];

async function seed() {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, name, email) VALUES ('bench-owner', 'Bench Owner', 'bench@example.com')`,
    );
    await client.query('SELECT setseed(0.42)');
    // Ten common names × a number: a three-letter search matches about a tenth of the rows.
    // One pet in seven is adopted; one minute between pets, newest first. The profile is drawn
    // at random: breeds from the category's list (free text for fish and others), a second
    // breed for a third of them, one pet in ten without a sex, size, coat or colour.
    await client.query(
      `INSERT INTO pets (owner_id, pet_name, category, pet_age_months, pet_location, date,
                         short_description, long_description, image, images, adopted, created_at,
                         sex, size, coat, colour, mixed_breed, breed_primary, breed_secondary,
                         good_with_children, good_with_dogs, good_with_cats, house_trained,
                         vaccinated, spayed_neutered, microchipped, special_needs)
       SELECT 'bench-owner', name, category, age, location, DATE '2026-01-01' + (i % 300),
              'A friendly pet looking for a home.', repeat('A long description. ', 20),
              '/images/pets/cat-1.webp',
              jsonb_build_array(jsonb_build_object('url', '/images/pets/cat-1.webp', 'alt', name)),
              i % 7 = 0, now() - i * interval '1 minute',
              sex, size, coat, colour, mixed, breeds[1 + floor(random() * cardinality(breeds))::int],
              CASE WHEN mixed THEN breeds[1 + floor(random() * cardinality(breeds))::int] END,
              ${answer()}, ${answer()}, ${answer()}, ${answer()},
              ${answer()}, ${answer()}, ${answer()}, ${answer()}
       FROM (
         SELECT i,
                (ARRAY['Bella','Max','Luna','Charlie','Lucy','Cooper','Daisy','Milo','Bailey','Rocky'])[1 + i % 10] || ' ' || i AS name,
                (ARRAY['cat','dog','bird','rabbit','fish','domestic'])[1 + i % 6] AS category,
                i % 180 AS age,
                ${pick(CITIES)} AS location,
                ${pick(['female', 'male', 'unknown'], 0.1)} AS sex,
                ${pick(['small', 'medium', 'large', 'xlarge'], 0.1)} AS size,
                ${pick(['hairless', 'short', 'medium', 'long', 'wire', 'curly'], 0.1)} AS coat,
                ${pick(COLOURS, 0.1)} AS colour,
                random() < 0.33 AS mixed,
                CASE (ARRAY['cat','dog','bird','rabbit','fish','domestic'])[1 + i % 6]
                  WHEN 'dog' THEN $2::text[] WHEN 'cat' THEN $3::text[]
                  WHEN 'rabbit' THEN $4::text[] WHEN 'bird' THEN $5::text[]
                  WHEN 'fish' THEN ARRAY['Goldfish','Betta','Guppy','Koi']
                  ELSE ARRAY['Hamster','Guinea Pig','Ferret','Rat'] END AS breeds
         FROM generate_series(1, $1::int) AS i
       ) AS drawn`,
      [PETS, breedList.dog, breedList.cat, breedList.rabbit, breedList.bird],
    );
    // The age group as the app works it out (AGE_GROUP_LIMITS), as migration 0014 does.
    await client.query(`UPDATE pets SET age_group = CASE
      WHEN pet_age_months < (CASE category WHEN 'dog' THEN 6 WHEN 'cat' THEN 6 WHEN 'rabbit' THEN 4 WHEN 'bird' THEN 6 WHEN 'fish' THEN 3 ELSE 4 END) THEN 'baby'
      WHEN pet_age_months < (CASE category WHEN 'dog' THEN 24 WHEN 'cat' THEN 24 ELSE 12 END) THEN 'young'
      WHEN pet_age_months < (CASE category WHEN 'dog' THEN 96 WHEN 'cat' THEN 132 WHEN 'rabbit' THEN 72 WHEN 'bird' THEN 120 WHEN 'fish' THEN 48 ELSE 60 END) THEN 'adult'
      ELSE 'senior' END`);
    // What autovacuum does on a live database soon after: statistics, and the visibility map
    // that lets an index answer without reading the table.
    await client.query('VACUUM ANALYZE pets');
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

/** Each case: a name and the address after /api/petListing. */
const CASES = [
  ['page one', ''],
  ['search "bel"', '?search=bel'],
  ['category "bird"', '?category=bird'],
  ['small dog good with children', '?category=dog&size=small&goodWithChildren=yes'],
  ['breed "Beagle"', '?breed=Beagle'],
  ['black female 1-5 years', '?colour=black&sex=female&minAge=12&maxAge=60'],
  ['location "dhaka" house-trained', '?location=dhaka&houseTrained=yes'],
  ['youngest first', '?sort=youngest'],
  ['oldest cats', '?sort=oldest&category=cat'],
  ['by name', '?sort=name'],
  ['by name page 3', 'NAME_PAGE_3'],
  ['facets', '/facets'],
  ['facets dog small or medium', '/facets?category=dog&size=small,medium'],
  [
    'facets 4 filters',
    '/facets?category=cat,dog&goodWithChildren=yes&houseTrained=yes&colour=black',
  ],
];
const MODES = {
  served: {},
  uncached: { pageTtlMs: 0 },
};

/** The address of a page a few cursors deep, read from the Link headers. */
async function deepPage(base, path, pages) {
  let url = `${base}${path}`;
  for (let i = 1; i < pages; i++) {
    const link = (await fetch(url)).headers.get('link');
    url = `${base}${/<([^>]+)>/.exec(link ?? '')?.[1] ?? ''}`;
  }
  return url;
}

/** One mode's cases against one app, each row printed as a JSON line. */
async function runMode(mode, cases, start) {
  const app = await start(MODES[mode]);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // One warm-up pass so the first case does not pay for cold caches and JIT, after the
    // first answer, which waits for the search index to be read.
    await fetch(`${base}/api/petListing`);
    await promisify(execFile)(join(root, 'node_modules/.bin/autocannon'), [
      '-c',
      String(connections),
      '-d',
      '2',
      `${base}/api/petListing`,
    ]);
    for (const [name, path] of cases) {
      const url =
        path === 'NAME_PAGE_3'
          ? await deepPage(base, '/api/petListing?sort=name', 3)
          : `${base}/api/petListing${path}`;
      await measure(`${name}${mode === 'served' ? '' : ` ${mode}`}`, url);
    }
  } finally {
    await app.close();
  }
}

async function main() {
  const reuse = process.env.REUSE_DB === '1';
  const exists = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB]);
      return found.rowCount > 0;
    } finally {
      await client.end();
    }
  };
  const seedNeeded = !reuse || !(await exists());
  if (seedNeeded) {
    await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${BENCH_DB}`);
  }
  const { openPostgres } = await importServer('db/client.ts');
  const { migrateDb } = await importServer('db/migrate.ts');
  const { buildApp } = await importServer('app.ts');
  const handle = openPostgres(benchUrl);
  let hello;
  try {
    await migrateDb(handle);
    if (seedNeeded) {
      const seeded = performance.now();
      await seed();
      process.stdout.write(
        `Seeded ${PETS} pets in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
      );
    }

    const { ListingCache } = await importServer('features/pets/listing-cache.ts');
    const start = (cacheOptions) =>
      buildApp({
        db: handle.db,
        petListingCache: new ListingCache(cacheOptions),
        config: {
          nodeEnv: 'production',
          host: '127.0.0.1',
          port: 0,
          webDev: false,
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
          stripe: undefined,
          objectStorage: undefined,
          smtpUrl: undefined,
          mailFrom: 'Pet Adoption <no-reply@bench.test>',
        },
      });

    const only = process.env.CASES?.split(',').map((name) => name.trim());
    const cases = CASES.filter(([name]) => only === undefined || only.includes(name));
    const modes = (process.env.MODES ?? 'served,uncached').split(',');
    const rows = [];
    const child = process.env.BENCH_MODE;
    if (child !== undefined) {
      await runMode(child, cases, start);
      return;
    }
    // Each mode in a process of its own, as a server runs: a second app in this one would
    // share its heap with the first one's index and documents, and their collection.
    for (const mode of modes) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [fileURLToPath(import.meta.url), String(seconds), String(connections)],
        { env: { ...process.env, BENCH_MODE: mode, REUSE_DB: '1' }, maxBuffer: 64 * 1024 * 1024 },
      );
      for (const line of stdout.split('\n').filter((text) => text.startsWith('{'))) {
        process.stdout.write(`${line}\n`);
        rows.push(JSON.parse(line));
      }
    }

    hello = Fastify();
    hello.get('/', () => ({ hello: 'world' }));
    // The floor of any answer that reads the database: one trivial query through the app's
    // pool (10 connections), no app around it.
    hello.get('/select-1', async () => (await handle.client.query('SELECT 1 AS one')).rows[0]);
    const helloBase = await hello.listen({ port: 0, host: '127.0.0.1' });
    for (const [name, path] of [
      ['bare Fastify hello-world', ''],
      ['bare Fastify one SELECT 1', '/select-1'],
    ]) {
      if (only === undefined || only.includes(name))
        rows.push(await measure(name, helloBase + path));
    }

    console.table(rows);
  } finally {
    await hello?.close();
    await handle.close();
    if (!reuse) await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
}

await main();
