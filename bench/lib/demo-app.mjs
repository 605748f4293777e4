// The app as the browser benchmarks use it: started on a fresh data folder (demo content), and
// the demo user's session.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The demo user that the first start adds (apps/server/seed/data.ts, demo passwords on).
export const DEMO_USER = { email: 'user@petadoption.test', password: 'User@1234' };
// start.mjs builds the web app first when its build is stale: minutes on a busy machine.
const START_TIMEOUT_MS = 300_000;

async function waitForHealth(baseUrl, server, deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${baseUrl} did not become healthy within ${START_TIMEOUT_MS / 1000} s.`);
}

/**
 * `npm start`'s server on `port`, on a data folder of its own that stop() removes. `env` adds
 * settings (WEB_DIST_DIR, to serve another build); `checkout` runs another checkout's app,
 * which serves its own build even when WEB_DIST_DIR is set for this one.
 * The server's output is shown only if it fails to start.
 */
export async function startDemoApp(port, env = {}, checkout = root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pet-adoption-browser-bench-'));
  const inherited = { ...process.env };
  if (resolve(checkout) !== resolve(root)) delete inherited.WEB_DIST_DIR;
  // The server's output goes to a file, not through this process: a request log read by the
  // benchmark would take its CPU.
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: checkout,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, Date.now() + START_TIMEOUT_MS);
  } catch (error) {
    process.stderr.write(
      `${checkout} server output:\n${readFileSync(logFile, 'utf8').slice(-4000)}\n`,
    );
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The demo user's session cookie, as a Cookie header value. */
export async function signInDemoUser(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`Signing in the demo user answered ${response.status}.`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}
