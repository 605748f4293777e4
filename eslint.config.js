// One lint config for every workspace (see docs/decisions/001-monorepo-layout.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Decision 001: features never import each other. One zone a feature folder, read from disk when
 * the config loads, so a new feature is covered without editing this file.
 */
function featureZones(featuresDir) {
  return readdirSync(new URL(featuresDir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${featuresDir}/${name}`,
      from: featuresDir,
      except: [`./${name}`],
      message:
        'Features never import each other: move what they share down (lib/, packages/shared).',
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.react-router/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      // Resolve imports the way TypeScript does (no extensions, the web's `@/` alias), so the
      // import rules (no-cycle, no-restricted-paths) see every import, however it is written.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      // Only config modules read the environment (t3 restrictEnvAccess).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-console': 'error',
      // Dependencies point down: features and pages → plugins → messaging → db (db/queries, the
      // table rules features share) and lib (generic helpers), which use each other's low parts.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/server/src/features'),
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/features', './apps/server/src/plugins'],
            },
            // lib's tests may start the job queue (messaging/mail-queue.ts) their code runs on.
            {
              target: './apps/server/src/lib/**/!(*.test).ts',
              from: ['./apps/server/src/messaging', './apps/server/src/pages'],
              message: 'lib/ holds generic helpers, below messaging/ and pages/.',
            },
            { target: './apps/server/src/plugins', from: './apps/server/src/features' },
            // pages/ uses plugins/ (the error page, allowed methods), never the other way; what kind
            // of request it is (lib/page-requests.ts) is asked by both from below.
            { target: './apps/server/src/plugins', from: './apps/server/src/pages' },
            {
              target: './apps/server/src/db',
              from: [
                './apps/server/src/features',
                './apps/server/src/pages',
                './apps/server/src/plugins',
                './apps/server/src/messaging',
              ],
              message:
                'db/ is the floor: it imports only db/, lib/ and packages/shared; rules features share live in db/queries/.',
            },
            {
              target: './apps/server/src/messaging',
              from: [
                './apps/server/src/features',
                './apps/server/src/pages',
                './apps/server/src/plugins',
              ],
              message:
                'messaging/ is below features, pages and plugins: they hand it notices and mails, it never imports them.',
            },
            // pages/ renders the web app, which reads the API in-process (app.inject): it uses
            // plugins/, lib/ and db/, never a feature's code or messaging/. Its tests may name a
            // feature's message to check a page shows it.
            {
              target: './apps/server/src/pages/**/!(*.test).ts',
              from: ['./apps/server/src/features', './apps/server/src/messaging'],
              message:
                'pages/ reaches the features through the API (app.inject), never their code or messaging/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router's loaders end a page early by throwing its redirect or status answer.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // Features never import each other; shared code never imports features or app (bulletproof-react).
      // The test harness (testing/) renders the real app, so it alone may import app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/web/src/features'),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/hooks',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/testing', from: './apps/web/src/features' },
          ],
        },
      ],
    },
  },
  // Decision 052: one zod dialect on each side. What may reach the browser writes `zod/mini`
  // (its bundle keeps only the parts in use); the server writes classic `zod`.
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: "Code that may reach the browser imports 'zod/mini' (decision 052).",
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod/mini',
              message:
                "The server writes classic 'zod'; shared schemas come from @pet-adoption/shared (decision 052).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/web/src/config/env.ts',
      '**/*.config.ts',
      '**/e2e/**/*.ts',
      '**/test/**/*.ts',
      '**/*.test.ts',
      'apps/server/src/scripts/**/*.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
