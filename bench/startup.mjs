// Measures how long `npm start` takes to answer /api/health: first on an empty data folder
// (migrate + seed), then restarts with nothing changed. Prints the figures; asserts nothing.
// Beside the time it prints the CPU time the process used until then (Linux): on a machine
// shared with other work the time follows the load, the CPU time much less.
// Usage: node bench/startup.mjs [restarts=3] [checkout=.]   (build the web app first: npm run build)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[3] ?? fileURLToPath(new URL('..', import.meta.url)));
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

/** User + system CPU seconds of a running process, from /proc (undefined elsewhere). */
function cpuSeconds(pid) {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return undefined;
  // The command name (field 2) may hold spaces; the fields after its closing bracket do not.
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const describe = ({ elapsed, cpu }) =>
  `${(elapsed / 1000).toFixed(2)} s` + (cpu === undefined ? '' : ` (CPU ${cpu.toFixed(2)} s)`);

async function timeOneStart() {
  const started = performance.now();
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await waitForHealth(Date.now() + 120_000);
  const elapsed = performance.now() - started;
  const cpu = cpuSeconds(server.pid);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return { elapsed, cpu };
}

const first = await timeOneStart();
console.log(`first start (empty data folder: migrate + seed): ${describe(first)}`);
for (let i = 1; i <= restarts; i += 1) {
  const again = await timeOneStart();
  console.log(`restart ${i} (nothing changed): ${describe(again)}`);
}
rmSync(dataDir, { recursive: true, force: true });
