import { describe, expect, it } from 'vitest';
import { bearer, createUser, withLog } from '../../test/helpers';

describe('access log', () => {
  it('leaves e-mail addresses out of logged URLs', async () => {
    let email = '';
    const log = await withLog(async (app) => {
      const person = await createUser(app);
      email = person.email;
      const encoded = encodeURIComponent(email);
      for (const url of [
        `/api/adoptionUsers?adoptorEmail=${encoded}`,
        `/api/adoptionUsers?email=${encoded}&x=1`,
        `/api/pets?adderEmail=${encoded}`,
        `/api/pets?search=${encoded}`,
        `/api/pets?search=${email}`,
      ]) {
        await app.inject({ url, headers: bearer(person.token) });
      }
    });
    const urls = log.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toContain('/api/adoptionUsers?adoptorEmail=[redacted]');
    expect(urls).toContain('/api/adoptionUsers?email=[redacted]&x=1');
    expect(urls).toContain('/api/pets?adderEmail=[redacted]');
    expect(urls).toContain('/api/pets?search=[redacted]');
    const text = JSON.stringify(log);
    expect(text).not.toContain(email);
    expect(text).not.toContain(encodeURIComponent(email));
  });

  it('leaves e-mail addresses out of logged paths, however they are encoded', async () => {
    let email = '';
    const log = await withLog(async (app) => {
      const person = await createUser(app);
      email = person.email;
      for (const segment of [email, encodeURIComponent(email), email.replace('@', '%40')]) {
        await app.inject({ url: `/api/users/admin/${segment}`, headers: bearer(person.token) });
        await app.inject({ url: `/api/users/admin/${segment}?x=1` });
      }
      await app.inject({ url: `/api/users/admin/${email.replace('@', '%40').toUpperCase()}` });
    });
    const urls = log.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toContain('/api/users/admin/[redacted]');
    expect(urls).toContain('/api/users/admin/[redacted]?x=1');
    const text = JSON.stringify(log).toLowerCase();
    const [local = ''] = email.split('@');
    expect(text).not.toContain(local.toLowerCase());
  });

  it('leaves the codes of receipts and monthly gifts out of logged paths', async () => {
    const code = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const log = await withLog(async (app) => {
      await app.inject({ url: `/api/receipts/${code}` });
      await app.inject({ url: `/api/gifts/manage/${code}` });
      await app.inject({ method: 'POST', url: `/api/gifts/manage/${code}/pause` });
      await app.inject({ url: `/receipts/${code}` });
    });
    const urls = log.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toContain('/api/receipts/[redacted]');
    expect(urls).toContain('/api/gifts/manage/[redacted]/pause');
    expect(JSON.stringify(log)).not.toContain(code);
  });
});
