// Lighthouse (mobile preset) on two builds of the web app, served side by side and measured in
// turn (A B, B A, A B…), so that both see the same machine. On this shared machine the score of
// one build moves by 5–10 points within an hour; runs of two builds taken at different times
// cannot be compared, runs taken alternately can. Prints each run and the medians. Asserts
// nothing.
// Usage: node bench/lighthouse-compare.mjs <A> <B> [runs=5]
//   Each of A and B is a web build, served by this checkout's server; build one with
//   (cd apps/web && npx vite build --outDir /tmp/dist-a --emptyOutDir). Or it is another
//   checkout (a folder with scripts/start.mjs, its SPA built), whose own server serves its own
//   build, to compare a server change: git worktree add /tmp/before HEAD~1, link node_modules
//   into it, npm run build there.
//   PAGE (default /; {pet} in it stands for the first listed pet's id, which differs between
//   the two apps' databases: PAGE=/petDetails/{pet}), SIGNED_IN=1 (the demo user's session on each build, for /petListing and
//   /petDetails/…, as bench/lighthouse.mjs passes it), CPU_SLOWDOWN (default 4),
//   CHROME_PATH (default /usr/bin/chromium)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { signInDemoUser, startDemoApp } from './lib/demo-app.mjs';

const [distA, distB] = process.argv.slice(2, 4);
if (!distA || !distB)
  throw new Error('Usage: node bench/lighthouse-compare.mjs <dist A> <dist B> [runs]');
const runs = Number(process.argv[4] ?? 5);
const page = process.env.PAGE ?? '/';
const cpuSlowdownMultiplier = Number(process.env.CPU_SLOWDOWN ?? 4);
const throttling = { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier };

/** A checkout runs its own app; a build is served by this checkout's. */
const serve = (target, port) =>
  existsSync(join(target, 'scripts/start.mjs'))
    ? startDemoApp(port, {}, resolve(target))
    : startDemoApp(port, { WEB_DIST_DIR: resolve(target) });
const builds = { A: await serve(distA, 3313), B: await serve(distB, 3314) };
// Each build has its own database, so its own pets and its own session.
const paths = {};
for (const [name, build] of Object.entries(builds)) {
  const pets = page.includes('{pet}')
    ? await (await fetch(`${build.baseUrl}/api/petListing?limit=1`)).json()
    : [];
  paths[name] = page.replace('{pet}', pets[0]?._id ?? '');
}
const cookies = {};
if (process.env.SIGNED_IN === '1') {
  for (const [name, build] of Object.entries(builds))
    cookies[name] = await signInDemoUser(build.baseUrl);
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const results = { A: [], B: [] };
  for (let run = 0; run < runs; run++) {
    for (const name of run % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
      const path = paths[name];
      const { lhr } = await lighthouse(
        `${builds[name].baseUrl}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(cookies[name] ? { extraHeaders: { Cookie: cookies[name] } } : {}),
        },
        { extends: 'lighthouse:default', settings: { throttling } },
      );
      if (lhr.finalDisplayedUrl !== `${builds[name].baseUrl}${path}`) {
        throw new Error(
          `${name} ended on ${lhr.finalDisplayedUrl}: does ${path} need SIGNED_IN=1?`,
        );
      }
      if (lhr.runtimeError) {
        console.log(name, `run ${run + 1} failed: ${lhr.runtimeError.code}`);
        continue;
      }
      const metric = (id) => lhr.audits[id].numericValue;
      const result = {
        performance: Math.round(lhr.categories.performance.score * 100),
        fcp: Math.round(metric('first-contentful-paint')),
        lcp: Math.round(metric('largest-contentful-paint')),
        tbt: Math.round(metric('total-blocking-time')),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      };
      results[name].push(result);
      console.log(name, JSON.stringify(result));
    }
  }
  console.log(
    `\n${page}, CPU slowdown ${cpuSlowdownMultiplier}x, medians (A: ${distA}, B: ${distB})`,
  );
  console.table(
    Object.entries(results).map(([name, list]) => ({
      build: name,
      runs: list.length,
      performance: list.map((result) => result.performance).join(', '),
      'FCP ms': median(list.map((result) => result.fcp)),
      'LCP ms': median(list.map((result) => result.lcp)),
      'TBT ms': median(list.map((result) => result.tbt)),
      'benchmark index': median(list.map((result) => result.benchmarkIndex)),
    })),
  );
} finally {
  await chrome.kill();
  await Promise.all(Object.values(builds).map((build) => build.stop()));
}
