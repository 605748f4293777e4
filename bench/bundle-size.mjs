// What a first visit to Home downloads: the app is started on a fresh data folder (demo content),
// Chromium loads `/` as an anonymous visitor in a phone-sized window, and every JavaScript and
// CSS response is counted until the network has been idle for a while (so what Home fetches by
// itself after it paints counts too; what waits for a tap, the toaster, does not).
// Prints each file's gzip size (level 9, of the file as served) and brotli size as sent, and the
// server-rendered HTML. Asserts nothing.
// Usage: node bench/bundle-size.mjs [checkout ...] [--json]
//   Each checkout is a folder with scripts/start.mjs (default: this one); its own server serves
//   its own build (start.mjs builds the web app when it is missing or stale). Give two to see
//   two builds side by side: git worktree add /tmp/before <commit>, npm ci and npm run build
//   there, then node bench/bundle-size.mjs . /tmp/before
//   CHROME_PATH (default /usr/bin/chromium); WEB_DIST_DIR (serve another build of this checkout);
//   BENCH_PORT (the first checkout's port, default 3297)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startDemoApp } from './lib/demo-app.mjs';

/** Budget for everything a first visit to Home downloads. */
const HOME_JS_TARGET_KB = 150;
/** Earlier figures, for scale: the first app as it was handed over, and its Preact rebuild. */
const EARLIER = [
  ['the original app (React SPA)', 226],
  ['the Preact build (commit b4d493f)', 94],
];
// After the network is idle, how long to keep listening (a late, lazily imported module).
const SETTLE_MS = 3000;

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const checkouts = args.filter((arg) => arg !== '--json').map((dir) => resolve(dir));
if (checkouts.length === 0) checkouts.push(root);

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const sum = (files, key) => kb(files.reduce((total, file) => total + file[key], 0));

/** The JavaScript, CSS and HTML a first anonymous visit to `/` downloads. */
async function firstVisit(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          type,
          file: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'none',
          // React's production build links its minified errors to react.dev/errors; its
          // development build (a build run with NODE_ENV=test, say) does not, and is much larger.
          react: body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'),
          reactProduction: body.includes('react.dev/errors/'),
        };
      })(),
    );
  });
  const answer = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  if (answer?.status() !== 200) throw new Error(`${baseUrl}/ answered ${answer?.status()}.`);
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  const of = (type) => files.filter((file) => file.type === type).sort((a, b) => b.gzip - a.gzip);
  const reactDevelopment =
    files.some((file) => file.react) && !files.some((file) => file.reactProduction);
  return { js: of('script'), css: of('stylesheet'), html: of('document'), reactDevelopment };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = [];
try {
  for (const [index, checkout] of checkouts.entries()) {
    const app = await startDemoApp(Number(process.env.BENCH_PORT ?? 3297) + index, {}, checkout);
    try {
      results.push({ checkout, ...(await firstVisit(browser, app.baseUrl)) });
    } finally {
      await app.stop();
    }
  }
} finally {
  await browser.close();
}

if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const result of results) {
    const total = sum(result.js, 'gzip');
    console.log(`\n${result.checkout}: first visit to Home, ${result.js.length} JavaScript files`);
    console.log(`  ${'file'.padEnd(56)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(8)} sent KB`);
    for (const file of result.js) {
      const cells = [
        file.file.padEnd(56),
        kb(file.bytes).toFixed(1).padStart(7),
        kb(file.gzip).toFixed(1).padStart(8),
        `${kb(file.sent).toFixed(1).padStart(7)} (${file.encoding})`,
      ];
      console.log(`  ${cells.join(' ')}`);
    }
    console.log(
      `  JavaScript: ${total} KB gzip, ${sum(result.js, 'sent')} KB as sent; ` +
        `CSS: ${sum(result.css, 'gzip')} KB gzip; ` +
        `HTML of /: ${sum(result.html, 'bytes')} KB, ${sum(result.html, 'gzip')} KB gzip.`,
    );
    if (result.reactDevelopment) {
      console.log(
        "  WARNING: this build has React's development build. It was built with NODE_ENV set" +
          ' (to test or development): rebuild it with NODE_ENV unset before reading these sizes.',
      );
    }
    const verdict = total < HOME_JS_TARGET_KB ? 'under' : 'NOT under';
    const earlier = EARLIER.map(([name, figure]) => `${figure} KB for ${name}`).join(', ');
    console.log(
      `  ${total} KB gzip: ${verdict} the ${HOME_JS_TARGET_KB} KB target (beside ${earlier}).`,
    );
  }
}
