import { describe, expect, it } from 'vitest';
import { createNotify } from '../../messaging/notify';
import { signUnsubscribeToken } from '../../messaging/unsubscribe-token';
import {
  bearer,
  json,
  testConfig,
  testDatabases,
  useSignedInUser,
  useTestApp,
} from '../../../test/helpers';

describe.each(testDatabases)('notification settings on %s', (database) => {
  const t = useTestApp({ database });
  const ann = useSignedInUser(t);
  const bob = useSignedInUser(t);

  it('answers 401 signed out, and every kind on until turned off', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notification-settings' })).statusCode,
    ).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: bearer(ann.token),
    });
    expect(response.statusCode).toBe(200);
    const { email } = json<{ email: Record<string, boolean> }>(response);
    expect(Object.values(email).every(Boolean)).toBe(true);
    expect(email.adoptionRequested).toBe(true);
  });

  it('turns kinds off and on for the caller only', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: bearer(ann.token),
      payload: { email: { adoptionRequested: false, madeAdmin: false } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<{ email: Record<string, boolean> }>(put).email).toMatchObject({
      adoptionRequested: false,
      madeAdmin: false,
      adoptionAccepted: true,
    });
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: bearer(ann.token),
      payload: { email: { madeAdmin: true } },
    });
    expect(json<{ email: Record<string, boolean> }>(back).email).toMatchObject({
      adoptionRequested: false,
      madeAdmin: true,
    });
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: bearer(bob.token),
    });
    expect(json<{ email: Record<string, boolean> }>(bobs).email.adoptionRequested).toBe(true);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: bearer(ann.token),
      payload: { email: { nonsense: false } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('unsubscribes one kind with one click, signed out, only with a token we signed', async () => {
    const token = signUnsubscribeToken(testConfig.authSecret, bob.id, 'petRemoved');
    const url = `/api/notification-settings/unsubscribe?token=${token}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');

    const click = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(json(click)).toEqual({ kind: 'petRemoved', email: false });
    // The page's button, pressed in a browser, is answered with a page that says so.
    const pressed = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pressed.body).toContain('<h1>You are unsubscribed</h1>');
    expect(pressed.body).toContain('href="/dashboard/settings"');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: bearer(bob.token),
    });
    expect(json<{ email: Record<string, boolean> }>(settings).email).toMatchObject({
      petRemoved: false,
      petAdopted: true,
    });

    const forged = `${token.split('.')[0] ?? ''}.AAAA`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/notification-settings/unsubscribe?token=${forged}`,
    });
    expect(refused.statusCode).toBe(400);
    const other = signUnsubscribeToken(
      'another-secret-that-is-long-enough-0123456789',
      ann.id,
      'madeAdmin',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/notification-settings/unsubscribe?token=${other}`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('e-mails no notice of a kind its person turned off; the notice itself still comes', async () => {
    const mailed: string[] = [];
    const notify = createNotify({
      outbox: {
        enqueue: (_tx, mail) => {
          mailed.push(`${mail.to} ${mail.kind}`);
          return Promise.resolve();
        },
      },
      origin: 'https://pets.example.org',
      secret: testConfig.authSecret,
    });
    const text = { title: 'Title', body: 'Body.' };
    await t.handle.db.transaction((tx) =>
      notify(tx, [
        { userId: ann.id, kind: 'adoptionRequested', text, link: '/dashboard' },
        { userId: ann.id, kind: 'adoptionAccepted', text, link: '/dashboard' },
      ]),
    );
    expect(mailed).toEqual([`${ann.email} adoptionAccepted`]);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: bearer(ann.token),
    });
    expect(json(count)).toEqual({ count: 2 });
  });
});
