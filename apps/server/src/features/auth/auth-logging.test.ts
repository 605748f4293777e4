import { describe, expect, it } from 'vitest';
import { signInRequest, TEST_PASSWORD, withLog } from '../../../test/helpers';

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
