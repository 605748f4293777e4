import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export const srcAlias = {
  find: '@',
  replacement: fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  // reactRouter() compiles the route modules for the server and the browser, splits each route
  // into its own chunk and brings React Fast Refresh in development.
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: [srcAlias] },
  environments: {
    // The server build's entry is the app's page handler (which imports React Router's build of
    // the routes): the one module the server imports to render pages (decision 031).
    ssr: { build: { rollupOptions: { input: './src/app/page-handler.server.ts' } } },
  },
  build: {
    // Tailwind CSS 4 itself needs these browsers (cascade layers, color-mix, @property), so
    // transpiling the JS for anything older would buy nothing.
    target: ['es2022', 'chrome111', 'firefox128', 'safari16.4'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs (React, the router, the query cache) as one file: one
              // request instead of seven, cached across deploys of our own code (decision 026).
              // zod stays out: only the API's request modules and the forms load it, and a first
              // visit to Home needs neither (decision 028).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The root route, the site's layout and everything they import (our own code;
              // the packages are in `framework`): every page runs them, so it costs no page a
              // byte, and one file replaces the dozens of small ones the router's split left
              // (decisions 029 and 075).
              name: 'shell',
              test: /[\\/]src[\\/]app[\\/](root|routes[\\/]site-layout)\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
