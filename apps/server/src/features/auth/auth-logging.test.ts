import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, signInRequest, TEST_PASSWORD } from '../../../test/helpers';

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
}

async function withLog(run: (app: App) => Promise<void>) {
  const lines: string[] = [];
  const test = await buildTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    await run(test.app);
  } finally {
    await test.close();
  }
  return lines.map((line) => JSON.parse(line) as LogLine);
}

describe("better-auth's log lines", () => {
  it('carry the id of the request that caused them', async () => {
    const log = await withLog(async (app) => {
      await signInRequest(app, { email: 'nobody@example.com', password: TEST_PASSWORD });
    });
    const warning = log.find((line) => line.msg === 'better-auth: User not found');
    const incoming = log.find((line) => line.req?.url === '/api/auth/sign-in/email');
    expect(incoming?.reqId).toBeDefined();
    expect(warning?.reqId).toBe(incoming?.reqId);
  });
});
