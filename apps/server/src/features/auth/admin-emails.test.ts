import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  testDatabases,
  type TestApp,
} from '../../../test/helpers';
import { ADMIN_EMAILS_WARNING } from './auth';

const isAdmin = async ({ app }: TestApp, person: { email: string; token: string }) => {
  const response = await app.inject({
    url: `/api/users/admin/${person.email}`,
    headers: bearer(person.token),
  });
  return json<{ admin: boolean }>(response).admin;
};

describe.each(testDatabases)('ADMIN_EMAILS by environment on %s', (database) => {
  it('in development grants admin at sign-up, and says at start-up that it is unsafe', async () => {
    const lines: string[] = [];
    const test = await buildTestApp({
      database,
      config: { nodeEnv: 'development', logLevel: 'warn', adminEmails: ['boss@example.com'] },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const warnings = lines.filter((line) => line.includes(ADMIN_EMAILS_WARNING));
      expect(warnings).toHaveLength(1);
      expect(await isAdmin(test, await createUser(test.app, { email: 'boss@example.com' }))).toBe(
        true,
      );
    } finally {
      await test.close();
    }
  });

  it('in production never grants admin at sign-up, even if the setting reaches the app', async () => {
    const test = await buildTestApp({
      database,
      config: { nodeEnv: 'production', adminEmails: ['boss@example.com'] },
    });
    try {
      const stranger = await createUser(test.app, { email: 'boss@example.com' });
      expect(await isAdmin(test, stranger)).toBe(false);
    } finally {
      await test.close();
    }
  });

  it('says nothing when no address is listed', async () => {
    const lines: string[] = [];
    const test = await buildTestApp({
      database,
      config: { nodeEnv: 'development', logLevel: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    await test.close();
    expect(lines.filter((line) => line.includes('ADMIN_EMAILS'))).toEqual([]);
  });
});
