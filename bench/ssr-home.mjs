// Server-rendered Home for anonymous visitors under load: the real app (`npm start`'s server, on
// the embedded database in a fresh data folder with the demo content) at 50 connections, beside
// a bare Fastify hello-world measured in the same run (the ceiling this machine allows). Cases:
//   - Home as served: the page cache (anonymous Home kept 10 s) answers nearly every request;
//     the request asks for brotli or gzip as browsers do, so each answer is compressed.
//   - the same without compression (what the cache hit itself costs).
//   - Home rendered every time: each request's URL has a query string of its own (/?v=1,
//     /?v=2…), which the page cache keys on; the page rendered is Home as anonymous visitors
//     get it, with its data fetched in-process from the API.
// Runs autocannon for `seconds` per case after a warm-up. Prints figures; asserts nothing.
// Usage: node bench/ssr-home.mjs [seconds=10] [connections=50]
//   (npm start builds the web app first when its build is stale; WEB_DIST_DIR serves another)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startDemoApp } from './lib/demo-app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const WARM_UP_SECONDS = 3;
const TARGET = { requestsPerSecond: 1000, p99Ms: 50 };
// What Chromium sends with a navigation.
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** A bare Fastify hello-world in a process of its own, like the app. */
async function startHelloWorld(port) {
  const source = `import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.send('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((ready, failed) => {
    child.once('message', ready);
    child.once('exit', (code) => failed(new Error(`The hello-world exited (${code}).`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function run(url, { headers = {}, uniquePaths = false, duration = seconds } = {}) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    headers,
    ...(uniquePaths && {
      requests: [{ setupRequest: (request) => ({ ...request, path: `/?v=${(next += 1)}` }) }],
    }),
  });
}

async function measure(name, url, options) {
  const result = await run(url, options);
  const row = {
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'KB/answer': Math.round(result.throughput.total / Math.max(1, result.requests.total) / 1024),
    'non-2xx + errors': result.non2xx + result.errors + result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
  return row;
}

const app = await startDemoApp(3298);
let hello;
try {
  const page = await fetch(`${app.baseUrl}/`, { headers: BROWSER_HEADERS });
  const html = await page.text();
  if (page.status !== 200 || !html.includes('newest-pets-heading')) {
    throw new Error(`Home answered ${page.status} without its newest pets: is the web app built?`);
  }
  hello = await startHelloWorld(3299);
  const loadBefore = loadavg()[0];
  // Each case after a warm-up of its own (the JIT, the page cache, the first renders), and after
  // the server has answered what the last one left in flight.
  const settle = async () => {
    await new Promise((done) => setTimeout(done, 2000));
    await fetch(`${app.baseUrl}/api/health`);
  };
  const cases = [
    ['Home, as served (page cache, compressed)', app.baseUrl, { headers: BROWSER_HEADERS }],
    [
      'Home, page cache, uncompressed',
      app.baseUrl,
      { headers: { accept: BROWSER_HEADERS.accept } },
    ],
    [
      'Home, rendered each time (compressed)',
      app.baseUrl,
      { headers: BROWSER_HEADERS, uniquePaths: true },
    ],
    ['bare Fastify hello-world', hello.baseUrl, {}],
  ];
  const rows = [];
  for (const [name, url, options] of cases) {
    await run(url, { ...options, duration: WARM_UP_SECONDS });
    await settle();
    rows.push(await measure(name, url, options));
    await settle();
  }
  console.log(
    `\n${connections} connections, ${seconds} s per case; load average ` +
      `${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (2 cores here).`,
  );
  console.table(rows);
  const served = rows[0];
  const met =
    served['req/s'] >= TARGET.requestsPerSecond && served['p99 ms'] < TARGET.p99Ms
      ? 'met'
      : 'NOT met';
  console.log(
    `Target (${TARGET.requestsPerSecond} req/s with p99 under ${TARGET.p99Ms} ms, as served): ${met}.`,
  );
} finally {
  await hello?.stop();
  await app.stop();
}
