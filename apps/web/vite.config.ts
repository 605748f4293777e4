import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenHintsFile } from './build/first-screen-hints.ts';
import { precompress } from './build/precompress.ts';

// In development the API runs as its own process (npm run dev -w apps/server); the proxy makes
// it same-origin, exactly as in production where one process serves both.
// API_PROXY_TARGET points it elsewhere (a server on another PORT).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': apiTarget,
  '/images': apiTarget,
  '/uploads': apiTarget,
};

/**
 * The app is written against React's API and runs on Preact (decision 014): preact/compat is
 * about 4 KB of gzip JavaScript where react-dom is 63 KB. Every import of react or react-dom,
 * ours and the libraries', resolves to Preact. vitest.config.ts uses the same list so the unit
 * tests render with what users get.
 */
export const aliases = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's package exports only its development build, whose development warnings are on.
 * Production builds take the build it ships for production beside it: the same code with them
 * off, and 0.5 KB smaller.
 */
const reactRouterProduction = resolveProductionBuild('react-router');

function resolveProductionBuild(name: string) {
  const development = createRequire(import.meta.url).resolve(name);
  const production = development.replace(
    /([\\/])development\1index\.m?js$/,
    '$1production$1index.mjs',
  );
  if (production === development || !existsSync(production)) {
    throw new Error(`${name} no longer ships dist/production beside ${development}.`);
  }
  return production;
}

export default defineConfig(({ mode }) => ({
  // plugin-react sets up the JSX transform (automatic runtime: react/jsx-runtime, aliased
  // above). Its Fast Refresh needs React's renderer and would silently keep stale components
  // on Preact, so it is off: in development an edit reloads the page.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), firstScreenHintsFile(), precompress()],
  resolve: {
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...aliases]
        : aliases,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Tailwind CSS 4 itself needs these browsers (cascade layers, color-mix, @property), so
    // transpiling the JS for anything older would buy nothing.
    target: ['es2022', 'chrome111', 'firefox128', 'safari16.4'],
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's useOptimistic if there is one and falls back to plain
        // state; preact/compat has none, which is expected.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
      output: {
        // Libraries change far less often than our code; separate chunks stay cached across
        // deployments instead of being re-downloaded with every app change.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](preact|react-router)[\\/]/,
            },
            // Only what the shell itself runs on. A catch-all node_modules group would pull
            // screen-only libraries (Swiper on Home, Stripe on payment) into every first visit.
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
