import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { aliases } from './vite.config.ts';

// The tests render with Preact, as users get it (decision 014). Vite's aliases apply only to
// modules Vitest transforms itself; a library left to Node would require the real react-dom
// (and Testing Library's CommonJS `main` does). So the libraries that import React are inlined,
// i.e. transformed by Vitest with the aliases, and Testing Library resolves to its ES build.
// Swiper core imports no React, so Node loads it directly (inlined, its lazy import after
// Home's paint could outlive a test).
const testingLibrary = fileURLToPath(
  import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
);

export default defineProject({
  resolve: {
    alias: [{ find: /^@testing-library\/react$/, replacement: testingLibrary }, ...aliases],
    // ES builds first: react-router's `node` export is CommonJS unless `module` is asked for.
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          'react-router',
          '@tanstack/react-query',
          'react-hot-toast',
          '@stripe/react-stripe-js',
        ],
      },
    },
  },
});
