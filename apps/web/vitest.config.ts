import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { srcAlias } from './vite.config.ts';

// The unit tests render components with React 19 and React Router's memory router, without the
// framework's build (which only the real app needs); the browser suite covers that.
export default defineProject({
  plugins: [react()],
  resolve: { alias: [srcAlias] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A single findBy* may wait 5 s (src/testing/setup.ts); a test of several steps on a busy
    // two-core machine needs room for more than one of them.
    testTimeout: 20_000,
  },
});
