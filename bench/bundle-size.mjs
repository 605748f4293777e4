// Builds the web app into a temporary folder and prints, for every screen, what a first visit
// straight to it downloads: the entry and the lazy modules on its way (layout, dashboard
// layout, the screen) with all their static imports, gzip-compressed (level 9), and then what
// the screen fetches by itself once it has painted (Home's Swiper). What waits for someone to
// tap, click or type (the toaster) is printed on its own: a first visit without a touch never
// downloads it. Brotli sizes (what the server sends to browsers that ask for it, from the
// build's .br files) are printed for Home too. Asserts nothing.
// Usage: node bench/bundle-size.mjs [--json]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 6's budget for a first visit to Home. */
const HOME_JS_BUDGET_KB = 100;

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const outDir = mkdtempSync(join(tmpdir(), 'pet-adoption-bundle-'));

try {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
  const sumKb = (files) => files.reduce((total, file) => total + gzipKb(file), 0);
  const round = (kb) => Number(kb.toFixed(1));

  /** Manifest keys of `key`'s chunk and of everything it imports statically. */
  function staticKeys(key, keys = new Set()) {
    if (keys.has(key) || !manifest[key]) return keys;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) staticKeys(imported, keys);
    return keys;
  }
  /** The JS and CSS files of those chunks. */
  function filesOf(keys, files = new Set()) {
    for (const key of keys) {
      files.add(manifest[key].file);
      for (const css of manifest[key].css ?? []) files.add(css);
    }
    return files;
  }

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const layout = 'src/app/routes/root.tsx';
  const dashboardLayout = 'src/app/routes/dashboard/layout.tsx';
  const routes = Object.keys(manifest)
    .filter((key) => /^src\/app\/routes\/.*\.tsx$/.test(key) && !key.endsWith('.test.tsx'))
    .filter((key) => key !== layout && key !== dashboardLayout)
    .sort();

  const rows = routes.map((route) => {
    const chain = [entry];
    if (!route.includes('auth-popup')) chain.push(layout);
    if (route.startsWith('src/app/routes/dashboard/')) chain.push(dashboardLayout);
    chain.push(route);
    const keys = new Set();
    for (const key of chain) staticKeys(key, keys);
    const files = filesOf(keys);
    // The screen's own dynamic imports; the entry's and the layouts' are the router's other
    // screens, so they are left out.
    const shared = new Set();
    for (const key of chain.slice(0, -1)) staticKeys(key, shared);
    const laterKeys = new Set();
    for (const key of staticKeys(route)) {
      if (shared.has(key)) continue;
      for (const dynamic of manifest[key].dynamicImports ?? []) staticKeys(dynamic, laterKeys);
    }
    const later = [...filesOf(laterKeys)].filter((file) => !files.has(file));
    const js = [...files].filter((file) => file.endsWith('.js'));
    return {
      route: route.replace('src/app/routes/', '').replace('.tsx', ''),
      jsFiles: js.length,
      jsKb: round(sumKb(js)),
      laterJsKb: round(sumKb(later.filter((file) => file.endsWith('.js')))),
      cssKb: round(sumKb([...files].filter((file) => file.endsWith('.css')))),
      jsFileNames: [...js, ...later.filter((file) => file.endsWith('.js'))],
    };
  });

  // The shell's own lazy module: the toaster, fetched on the first interaction.
  const onInteractionKeys = staticKeys('src/components/ui/toaster.tsx');
  const entryFiles = filesOf(staticKeys(entry));
  const onInteraction = [...filesOf(onInteractionKeys)].filter(
    (file) => file.endsWith('.js') && !entryFiles.has(file),
  );
  const onInteractionKb = round(sumKb(onInteraction));

  const entryChunks = [...filesOf(staticKeys(entry))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: round(gzipKb(file)) }))
    .sort((a, b) => b.kb - a.kb);

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ entry: entryChunks, routes: rows, onInteractionKb }, null, 2));
  } else {
    console.log('Entry (every first visit), gzip KB:');
    for (const chunk of entryChunks) console.log(`  ${chunk.file.padEnd(40)} ${chunk.kb}`);
    console.log('\nFirst visit straight to a screen, gzip KB (+ later: fetched after it paints):');
    const head = ['screen'.padEnd(38), 'JS files', '     JS', '+ later', '   CSS'];
    console.log(`  ${head.join(' ')}`);
    for (const row of rows) {
      const cells = [
        row.route.padEnd(38),
        String(row.jsFiles).padStart(8),
        row.jsKb.toFixed(1).padStart(7),
        row.laterJsKb.toFixed(1).padStart(7),
        row.cssKb.toFixed(1).padStart(6),
      ];
      console.log(`  ${cells.join(' ')}`);
    }
    console.log(`\nOn the first tap, click or key press (the toaster): ${onInteractionKb} KB.`);
    const home = rows.find((row) => row.route === 'home');
    const total = round(home.jsKb + home.laterJsKb);
    const verdict = total <= HOME_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `\nHome: ${home.jsKb} KB of JavaScript before it paints, ${total} KB in all: ${verdict} the ${HOME_JS_BUDGET_KB} KB budget.`,
    );
    const brotliKb = (file) => readFileSync(join(outDir, `${file}.br`)).length / 1024;
    console.log(
      `Home with brotli (as sent): ${round(home.jsFileNames.reduce((sum, file) => sum + brotliKb(file), 0))} KB in all.`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
