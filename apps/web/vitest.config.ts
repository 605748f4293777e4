import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type TestProjectConfiguration } from 'vitest/config';
import { srcAlias } from './vite.config.ts';

/**
 * A file that replaces a module (`vi.mock`) needs modules of its own; it is named
 * `*.isolated.test.tsx` and runs in the `web-isolated` project.
 */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

// The unit tests render components with React 19 and React Router's memory router, without the
// framework's build (which only the real app needs); the browser suite covers that.
const web = (isolated: boolean): TestProjectConfiguration =>
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    resolve: { alias: [srcAlias] },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      include: isolated ? [ISOLATED] : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: isolated ? [] : [ISOLATED, '**/node_modules/**'],
      // Importing React, the router and jsdom again for each file took most of this project's
      // time; files in one worker share them, and src/testing/setup.ts resets what they touch.
      isolate: isolated,
      setupFiles: ['./src/testing/setup.ts'],
      // A single findBy* may wait 5 s (src/testing/setup.ts); a test of several steps on a busy
      // two-core machine needs room for more than one of them.
      testTimeout: 20_000,
    },
  });

export default web(false);
export const isolatedWeb = web(true);
