// `npm test`: every test (unit and server tests with Vitest, then browser tests with
// Playwright), ending with one 'N passed, N failed' line. Under CI nothing may be skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './web-build.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(join(tmpdir(), 'pet-adoption-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

if (isCI && !process.env.TEST_DATABASE_URL) {
  console.error(
    'Under CI, TEST_DATABASE_URL must name a PostgreSQL database: the suite runs on both.',
  );
  process.exit(1);
}
if (isCI && !process.env.TEST_REDIS_URL) {
  console.error('Under CI, TEST_REDIS_URL must name a Redis server: the rate-limit tests use it.');
  process.exit(1);
}

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status;
}

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const e2eStatus = run('node', ['scripts/e2e.mjs'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

const totals = { passed: 0, failed: 0, skipped: 0 };
// Each failure again, at the end: a log kept only by its tail still names what failed.
const failures = [];
const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const where = file.name.replace(`${root}/`, '');
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults.filter(({ status }) => status === 'failed'))
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  }
}
if (existsSync(playwrightReport)) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter(({ status }) => status === 'unexpected')) {
        const error = test.results.at(-1)?.error?.message;
        failures.push(
          `${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
}
rmSync(reports, { recursive: true, force: true });

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);

const skippedUnderCI = isCI && totals.skipped > 0;
if (skippedUnderCI)
  console.error(`Under CI nothing may be skipped, but ${totals.skipped} tests were.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(unitStatus || e2eStatus || (skippedUnderCI ? 1 : 0));
