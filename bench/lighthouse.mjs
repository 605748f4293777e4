// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on Home, Pet listing, Pet
// details, Campaign details and Login, through the system Chromium, for one or more checkouts
// served side by side and measured in turn (A B, B A…), so that every build sees the same
// machine. Prints the median performance, accessibility, SEO and best-practices scores with the
// main timings, the audits that cost points, the largest paint's element and whether it is in
// the HTML the server sent (no script needed to show it), then the runs' benchmark indexes and
// the load average (is this a figure of the app or of a busy host?). Asserts nothing.
// Usage: node bench/lighthouse.mjs [runs=3] [checkout ...]
//   Each checkout is a folder with scripts/start.mjs (default: this one), started on a fresh
//   data folder (demo content); its own server serves its own build. To set today's build beside
//   an earlier one: git worktree add /tmp/before <commit>, npm ci and npm run build there, then
//   node bench/lighthouse.mjs 5 . /tmp/before
//   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_JSON=dir (saves each report),
//   CPU_SLOWDOWN (default 4, the mobile preset's own), THROTTLING_METHOD (simulate, the default,
//   or devtools), WEB_DIST_DIR (serve another build of
//   this checkout), PAGES (some of home, pet-listing, pet-details, campaign-details, login,
//   comma-separated; default all), BENCH_PORT (the first checkout's port, default 3295; the
//   next ones count up from it, so runs side by side need not clash)
//
// Pet listing needs a signed-in user: the script signs the demo user in through the API and
// hands Lighthouse the session cookie as an extra request header. Pet details and Campaign
// details are visited without a session, as from a shared link. Lighthouse clears the browser's
// cache and storage before each run, so every run is a cold first visit (the server's own page
// cache is not cleared: runs after the first are served from it for ten seconds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { JSDOM } from 'jsdom';
import lighthouse from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { signInDemoUser, startDemoApp } from './lib/demo-app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [runsArg, ...checkoutArgs] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const checkouts = (checkoutArgs.length > 0 ? checkoutArgs : [root]).map((dir) => resolve(dir));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const jsonDir = process.env.LIGHTHOUSE_JSON;
const cpuSlowdownMultiplier = Number(process.env.CPU_SLOWDOWN ?? 4);
// `simulate` (Lighthouse's default) loads the page at full speed and computes the slow phone's
// timings from that trace; `devtools` slows the network and CPU while the page loads.
const throttlingMethod = process.env.THROTTLING_METHOD ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttlingMethod)) {
  throw new Error('THROTTLING_METHOD is simulate or devtools.');
}
if (!(runs > 0)) throw new Error('Usage: node bench/lighthouse.mjs [runs=3] [checkout ...]');
if (!(cpuSlowdownMultiplier > 0)) throw new Error('CPU_SLOWDOWN is a multiplier above 0.');
// The mobile preset's slow 4G network, with the CPU multiplier above.
const throttling = { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier };
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

const PAGES = [
  { name: 'Home', path: () => '/' },
  { name: 'Pet listing', path: () => '/petListing', signedIn: true },
  { name: 'Pet details', path: (ids) => `/petDetails/${ids.pet}` },
  { name: 'Campaign details', path: (ids) => `/campaingsDetails/${ids.campaign}` },
  { name: 'Login', path: () => '/login' },
];
const slug = (name) => name.toLowerCase().replace(/\s+/g, '-');
const wanted = process.env.PAGES?.split(',').map((name) => name.trim());
const pages = PAGES.filter((page) => !wanted || wanted.includes(slug(page.name)));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** The largest paint's element as Lighthouse describes it. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const table = details?.type === 'list' ? details.items[0] : details;
  const node = table?.items?.[0]?.node;
  return node ? { snippet: node.snippet, label: node.nodeLabel ?? '' } : undefined;
}

/**
 * Is that element in the HTML the server answers, as it would paint without any script? A
 * picture: an <img> with the same source. Text: an element of that tag with that text. (Its
 * selector is no help: it may name ids or classes that scripts add.)
 */
function inServerHtml(html, element) {
  if (!element) return 'no LCP element';
  const { document } = new JSDOM(html).window;
  const tag = /^<([a-z0-9-]+)/i.exec(element.snippet)?.[1]?.toLowerCase() ?? '*';
  const src = /\ssrc="([^"]*)"/.exec(element.snippet)?.[1]?.replaceAll('&amp;', '&');
  const candidates = [...document.body.querySelectorAll(tag)];
  const found = src
    ? candidates.some((node) => node.getAttribute('src') === src)
    : candidates.some((node) =>
        node.textContent.trim().startsWith(element.label.replace(/…$/, '')),
      );
  return found ? 'yes' : 'no';
}

/** Audits of a category that did not get full marks, by their ids. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

const apps = [];
let chrome;
try {
  for (const [index, checkout] of checkouts.entries()) {
    const app = await startDemoApp(Number(process.env.BENCH_PORT ?? 3295) + index, {}, checkout);
    apps.push(app);
    // Each app has its own database, so its own ids and its own session.
    const first = async (path) => (await (await fetch(`${app.baseUrl}${path}`)).json())[0]._id;
    app.checkout = checkout;
    app.ids = {
      pet: await first('/api/petListing?limit=1'),
      campaign: await first('/api/campaigns?limit=1'),
    };
    app.cookie = await signInDemoUser(app.baseUrl);
  }
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  const runIndexes = [];
  const loadBefore = loadavg()[0];
  const rows = [];
  const notes = [];
  for (const page of pages) {
    const results = new Map(apps.map((app) => [app, []]));
    for (let run = 0; run < runs; run++) {
      for (const app of run % 2 === 0 ? apps : [...apps].reverse()) {
        const path = page.path(app.ids);
        const headers = page.signedIn ? { Cookie: app.cookie } : undefined;
        const { lhr } = await lighthouse(
          `${app.baseUrl}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            ...(headers ? { extraHeaders: headers } : {}),
          },
          // The default config is the mobile preset; only the CPU multiplier may change.
          { extends: 'lighthouse:default', settings: { throttling, throttlingMethod } },
        );
        runIndexes.push(lhr.environment.benchmarkIndex);
        if (jsonDir) {
          const name = `${apps.indexOf(app) + 1}-${slug(page.name)}-${run + 1}.json`;
          writeFileSync(join(jsonDir, name), JSON.stringify(lhr));
        }
        if (lhr.finalDisplayedUrl !== `${app.baseUrl}${path}`) {
          throw new Error(
            `${page.name} ended on ${lhr.finalDisplayedUrl}: was the user signed in?`,
          );
        }
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          // A run Lighthouse could not finish (NO_LCP, say) scores 0; say so instead of counting it.
          notes.push(
            `Not counted: ${app.checkout} ${page.name} run ${run + 1}: ${lhr.runtimeError?.code ?? 'no score'}`,
          );
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const score = (category) => Math.round(lhr.categories[category].score * 100);
        results.get(app).push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          lcpElement: lcpElement(lhr),
          lost: CATEGORIES.flatMap((category) =>
            lostPoints(lhr, category).map((id) => `${category}: ${id}`),
          ),
        });
      }
    }
    for (const app of apps) {
      const list = results.get(app);
      if (list.length === 0) continue;
      const pick = (key) => median(list.map((result) => result[key]));
      const element = list.map((result) => result.lcpElement).find(Boolean);
      const html = await (
        await fetch(`${app.baseUrl}${page.path(app.ids)}`, {
          headers: page.signedIn ? { cookie: app.cookie } : {},
        })
      ).text();
      rows.push({
        page: page.name,
        build: apps.length > 1 ? String.fromCharCode(65 + apps.indexOf(app)) : undefined,
        performance: list.map((result) => result.performance).join(', '),
        'perf.': pick('performance'),
        a11y: pick('accessibility'),
        SEO: pick('seo'),
        BP: pick('bestPractices'),
        'FCP s': (pick('fcp') / 1000).toFixed(2),
        'LCP s': (pick('lcp') / 1000).toFixed(2),
        'TBT ms': Math.round(pick('tbt')),
        CLS: pick('cls').toFixed(3),
        KB: Math.round(pick('bytes') / 1024),
        'LCP in HTML': inServerHtml(html, element),
      });
      const lost = [...new Set(list.flatMap((result) => result.lost))];
      const tag = apps.length > 1 ? ` (${String.fromCharCode(65 + apps.indexOf(app))})` : '';
      notes.push(`${page.name}${tag} LCP element: ${element?.snippet.slice(0, 100) ?? 'none'}`);
      if (lost.length > 0)
        notes.push(`${page.name}${tag} audits short of full marks in some run: ${lost.join(', ')}`);
    }
  }
  const built = apps.map((app, index) => `${String.fromCharCode(65 + index)} = ${app.checkout}`);
  console.log(
    `Lighthouse ${runs} run(s) per page and build, mobile preset, CPU slowdown ` +
      `${cpuSlowdownMultiplier}x, throttling ${throttlingMethod}, medians; ${built.join(', ')}`,
  );
  console.table(
    rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined))),
  );
  for (const note of notes) console.log(note);
  if (runIndexes.length > 0) {
    const low = Math.min(...runIndexes);
    const high = Math.max(...runIndexes);
    console.log(
      `Benchmark index of the runs: ${Math.round(low)}–${Math.round(high)}; ` +
        `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
    );
    // Lighthouse's own variability guide counts a 25 % change as another machine.
    if (high > low * 1.25) {
      console.log('The machine changed speed during the runs: compare builds side by side only.');
    }
  }
} finally {
  chrome?.kill();
  await Promise.all(apps.map((app) => app.stop()));
}
