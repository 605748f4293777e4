// Measures how long `npm start` takes to answer /api/health: first on an empty data folder
// (migrate + seed), then restarts with nothing changed. Prints the figures; asserts nothing.
// Usage: node bench/startup.mjs [restarts=3]   (build the web app first: npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const restarts = Number(process.argv[2] ?? 3);
const port = 3290;
const dataDir = mkdtempSync(join(tmpdir(), 'pet-adoption-bench-'));

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The server did not become healthy within 120 s.');
}

async function timeOneStart() {
  const started = performance.now();
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await waitForHealth(Date.now() + 120_000);
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return elapsed;
}

const first = await timeOneStart();
console.log(`first start (empty data folder: migrate + seed): ${(first / 1000).toFixed(2)} s`);
for (let i = 1; i <= restarts; i += 1) {
  const again = await timeOneStart();
  console.log(`restart ${i} (nothing changed): ${(again / 1000).toFixed(2)} s`);
}
rmSync(dataDir, { recursive: true, force: true });
