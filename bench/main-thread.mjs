// Main-thread blocking on a first visit, in real Chromium with its CPU slowed down: the sum of
// every long task's time over 50 ms from the first contentful paint until the page has settled
// (Lighthouse's Total Blocking Time, measured rather than simulated). Starts the app on a fresh
// data folder (demo content) unless BASE_URL points at a running one. Asserts nothing.
// Usage: node bench/main-thread.mjs [runs=7]   (npm start builds the web app when it is stale)
//   CPU_SLOWDOWN (default 4; Chromium's Emulation.setCPUThrottlingRate), PAGES (home,
//   pet-listing; default both), CHROME_PATH (default /usr/bin/chromium), BASE_URL
//
// Why besides Lighthouse: Lighthouse's default throttling simulates the slow page from one fast
// load, and on this shared machine its scores for one build spread over 5-10 points, which hides
// a change of 100 ms in blocking time. Chromium's own throttling slows the page as it runs; its
// median over seven runs separated builds that Lighthouse could not (docs/benchmarks.md).
import { chromium } from '@playwright/test';
import { DEMO_USER, startDemoApp } from './lib/demo-app.mjs';

const runs = Number(process.argv[2] ?? 7);
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// After the page's last part is shown, how long to go on recording (late answers).
const SETTLE_MS = 3000;

const pages = [
  {
    name: 'Home',
    path: '/',
    ready: (page) => page.getByRole('link', { name: 'Register Now' }),
  },
  {
    name: 'Pet listing',
    path: '/petListing',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Load more' }),
  },
];
const slug = (name) => name.toLowerCase().replace(/\s+/g, '-');
const wanted = process.env.PAGES?.split(',').map((name) => name.trim());

/** Records long tasks from the very start of the document. */
function observeLongTasks() {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

function readBlocking() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const afterPaint = globalThis.__longTasks.filter((task) => task.start + task.duration > fcp);
  return {
    fcp,
    blocking: afterPaint.reduce(
      // A task that began before the first paint counts from the paint on, as in Lighthouse.
      (sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50),
      0,
    ),
    longTasks: afterPaint.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.BASE_URL ? null : await startDemoApp(3296);
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-background-networking'],
});

try {
  const rows = [];
  for (const target of pages.filter((page) => !wanted || wanted.includes(slug(page.name)))) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // A phone-sized window and a fresh context: a first visit, with no cache.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (target.signedIn) {
        const answer = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
          data: DEMO_USER,
          headers: { origin: baseUrl },
        });
        if (!answer.ok()) throw new Error(`Signing in the demo user answered ${answer.status()}.`);
      }
      const page = await context.newPage();
      await page.addInitScript(observeLongTasks);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${baseUrl}${target.path}`);
      await target.ready(page).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(SETTLE_MS);
      results.push(await page.evaluate(readBlocking));
      await context.close();
    }
    rows.push({
      page: target.name,
      'blocking ms (median)': Math.round(median(results.map((result) => result.blocking))),
      'blocking ms (each run)': results.map((result) => Math.round(result.blocking)).join(', '),
      'long tasks': median(results.map((result) => result.longTasks)),
      'FCP ms': Math.round(median(results.map((result) => result.fcp))),
    });
  }
  console.log(
    `Main-thread blocking after the first paint, ${runs} first visits per page, ` +
      `Chromium CPU slowdown ${cpuSlowdown}x, ${baseUrl}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await server?.stop();
}
