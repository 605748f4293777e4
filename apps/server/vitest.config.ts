import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once and shares a snapshot (and, with TEST_DATABASE_URL, a template database)
    // with every test file; see test/global-setup.ts. The page tests need the built web app.
    globalSetup: ['./test/global-setup.ts', './test/ensure-web-build.ts'],
    // Importing Fastify, better-auth and Drizzle again for each file took a third of this
    // project's time; each test builds its own app and database, so files in one worker share
    // the modules.
    isolate: false,
    // Building a PGlite (WASM) per file takes a moment on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
