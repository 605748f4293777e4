import { describe, expect, it } from 'vitest';
import { bearer, createUser, json, testDatabases, useTestApp } from '../../../test/helpers';
import { makeAdminByEmail } from './make-admin';

describe.each(testDatabases)('make-admin on %s', (database) => {
  const t = useTestApp({ database });

  it('promotes an existing user, whose next call is an admin call', async () => {
    const person = await createUser(t.app);
    await expect(makeAdminByEmail(t.handle.db, ` ${person.email.toUpperCase()} `)).resolves.toBe(
      'promoted',
    );
    await expect(makeAdminByEmail(t.handle.db, person.email)).resolves.toBe('already-admin');
    const list = await t.app.inject({ url: '/api/users', headers: bearer(person.token) });
    expect(list.statusCode).toBe(200);
    expect(json<unknown[]>(list).length).toBeGreaterThan(0);
  });

  it('says so for an unknown or malformed e-mail', async () => {
    await expect(makeAdminByEmail(t.handle.db, 'nobody@example.com')).resolves.toBe(
      'unknown-email',
    );
    await expect(makeAdminByEmail(t.handle.db, 'not an e-mail')).resolves.toBe('invalid-email');
  });
});
