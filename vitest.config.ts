import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { isolatedWeb } from './apps/web/vitest.config.ts';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', isolatedWeb],
    // Vitest leaves a core free by default, which on a two-core CI machine means one test file
    // at a time; the files wait mostly on PGlite, jsdom and imports, so every core runs one.
    maxWorkers: availableParallelism(),
  },
});
