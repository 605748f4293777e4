import { describe, expect, it } from 'vitest';
import { texts } from '@pet-adoption/shared';
import {
  bearer,
  createUser,
  json,
  signIn,
  TEST_PASSWORD,
  testDatabases,
  tokenFor,
  useTestApp,
} from '../../../test/helpers';
import { createAdmin, makeAdminByEmail } from './make-admin';

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

  it('creates an admin from the command line, who signs in with that password', async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    await expect(
      createAdmin(t.handle.db, { email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD }),
    ).resolves.toEqual({ outcome: 'created' });
    const cookie = await signIn(t.app, email);
    const token = await tokenFor(t.app, cookie, email);
    const check = await t.app.inject({ url: `/api/users/admin/${email}`, headers: bearer(token) });
    expect(json(check)).toEqual({ admin: true });
    await expect(createAdmin(t.handle.db, { email, password: TEST_PASSWORD })).resolves.toEqual({
      outcome: 'exists',
    });
  });

  it('refuses a password or e-mail that sign-up would refuse', async () => {
    await expect(
      createAdmin(t.handle.db, { email: 'new-admin@example.com', password: 'abcdef' }),
    ).resolves.toEqual({ outcome: 'invalid', message: texts.register.passwordPattern });
    await expect(
      createAdmin(t.handle.db, { email: 'not an e-mail', password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ outcome: 'invalid' });
  });
});
