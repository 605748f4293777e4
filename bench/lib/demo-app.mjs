// The app as the browser benchmarks use it: started on a fresh data folder (demo content), and
// the demo user's session.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The demo user that the first start adds (apps/server/seed/data.ts, demo passwords on).
export const DEMO_USER = { email: 'user@petadoption.test', password: 'User@1234' };

async function waitForHealth(baseUrl, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not become healthy within 120 s.`);
}

/**
 * `npm start`'s server on `port`, on a data folder of its own that stop() removes. `env` adds
 * settings (WEB_DIST_DIR, to serve another build); `checkout` runs another checkout's app.
 */
export async function startDemoApp(port, env = {}, checkout = root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pet-adoption-browser-bench-'));
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, Date.now() + 120_000);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
