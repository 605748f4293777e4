import { notificationTexts, texts } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  promote,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { cookiesOf, pageForms } from '../../test/page-forms';

/**
 * The bell and the notifications screen as the server sends them, and their forms sent the
 * browser's own way (before the page's scripts have run, or without them).
 */

const SCREEN = '/dashboard/notifications';
const made = notificationTexts.madeAdmin();

describe.each(testDatabases)('notifications without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
  });

  /** Someone an admin has just made admin: one unread notice of it. */
  async function newlyMadeAdmin(name: string) {
    const person = await createUser(t.app, { name });
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/admin/${person.id}`,
      headers: bearer(admin.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return person;
  }

  const bellOf = (html: string) => /aria-label="(Notifications[^"]*)"/.exec(html)?.[1];

  it('the bell carries the unread count and the newest notice in the first HTML', async () => {
    const person = await newlyMadeAdmin('Bea Bell');
    const html = visibleHtml((await open('/', cookiesOf(person.cookie))).body);
    expect(bellOf(html)).toBe(texts.notifications.bell(1));
    expect(html).toContain(`>${made.title}`);
    expect(html).toContain(`href="${SCREEN}"`);
  });

  it('marks one read, then all, each said on the screen; the bell follows', async () => {
    const person = await newlyMadeAdmin('Rita Reader');
    const cookies = cookiesOf(person.cookie);
    const screen = visibleHtml((await open(SCREEN, cookies)).body);
    expect(titleOf(screen)).toBe(texts.titles.dashboardScreen(texts.notifications.heading));
    expect(screen).toContain(made.body);
    const id = /name="intent" value="read"\/><input type="hidden" name="id" value="([^"]+)"/.exec(
      screen,
    )?.[1];
    expect(id).toBeDefined();

    const { sent, landed } = await postAndFollow(SCREEN, { intent: 'read', id: id! }, cookies);
    expect(sent.headers.location).toBe(SCREEN);
    const after = visibleHtml(landed?.body ?? '');
    expect(after).toContain(texts.notifications.markedRead);
    expect(bellOf(after)).toBe(texts.notifications.bell(0));
    expect(after).not.toContain('name="intent" value="read"/>');

    const all = await postAndFollow(SCREEN, { intent: 'readAll', id: 'all' }, cookies);
    expect(visibleHtml(all.landed?.body ?? '')).toContain(texts.notifications.allMarkedRead);
  });

  it("keeps someone on the screen with the API's refusal for another person's notice", async () => {
    const owner = await newlyMadeAdmin('Olga Owner');
    const screen = visibleHtml((await open(SCREEN, cookiesOf(owner.cookie))).body);
    const id = /name="intent" value="read"\/><input type="hidden" name="id" value="([^"]+)"/.exec(
      screen,
    )?.[1];
    const stranger = await createUser(t.app, { name: 'Sam Stranger' });
    const refused = await post(
      SCREEN,
      { intent: 'read', id: id! },
      { cookies: cookiesOf(stranger.cookie) },
    );
    expect(refused.statusCode).toBe(400);
    expect(visibleHtml(refused.body)).toMatch(/role="alert"[^>]*>[^<]*not/i);
    // Still unread for its owner.
    const again = visibleHtml((await open('/', cookiesOf(owner.cookie))).body);
    expect(bellOf(again)).toBe(texts.notifications.bell(1));
  });
});
