import { texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import {
  createUser,
  promote,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { asHtml, cookiesOf, pageForms } from '../../test/page-forms';

/**
 * The users table's buttons sent the browser's own way (before the page's scripts have run, or
 * without them): Make admin, and Ban after a confirmation that names the person.
 */

const TABLE = '/dashboard/makeAdmin';

describe.each(testDatabases)('the users table without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
  });

  const userRow = async (id: string) => {
    const [row] = await t.handle.db
      .select({ role: users.role, banned: users.banned })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('arrives with every user, Make admin and Ban forms of their own', async () => {
    const person = await createUser(t.app, { name: 'Pia Person' });
    const html = visibleHtml((await open(TABLE, cookiesOf(admin.cookie))).body);
    expect(html).toContain('Pia Person');
    for (const intent of ['admin', 'ban']) {
      expect(html).toContain(
        `<input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="id" value="${person.id}"/><button`,
      );
    }
  });

  it("makes a user an admin: '{name} is an Admin now' on the table", async () => {
    const person = await createUser(t.app, { name: 'Mo Promoted' });
    const { sent, landed } = await postAndFollow(
      TABLE,
      { intent: 'admin', id: person.id },
      cookiesOf(admin.cookie),
    );
    expect(sent.headers.location).toBe(TABLE);
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.isAdminNow('Mo Promoted'));
    expect(await userRow(person.id)).toEqual({ role: 'admin', banned: false });
  });

  it('asks before a ban, naming the person and what a ban does, focus on Cancel', async () => {
    const person = await createUser(t.app, { name: 'Jane Doe' });
    const cookies = cookiesOf(admin.cookie);
    const asked = await post(TABLE, { intent: 'ban', id: person.id }, { cookies });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${TABLE}?confirm=ban&id=${person.id}`);
    expect(await userRow(person.id)).toEqual({ role: 'user', banned: false });

    const html = visibleHtml((await open(asked.headers.location as string, cookies)).body);
    expect(titleOf(html)).toBe(texts.titles.dashboardScreen('Ban Jane Doe?'));
    expect(html).toContain('>Ban Jane Doe?</h1>');
    expect(html).toContain(asHtml(texts.confirmBan.text('Jane Doe')));
    expect(html).toContain(
      '<button type="submit" class="btn btn-error">Yes, ban Jane Doe</button>',
    );
    expect(html).toMatch(new RegExp(`<a class="btn btn-ghost" autofocus="" href="${TABLE}"`));
    // Not the delete wording.
    expect(html).not.toContain(texts.confirmDelete.title);
    expect(html).not.toContain(texts.confirmDelete.confirm);
  });

  it("'Yes' bans: signed out, and '{name} is banned' on the table", async () => {
    const person = await createUser(t.app, { name: 'Ben Banned' });
    const { landed } = await postAndFollow(
      TABLE,
      { intent: 'ban', id: person.id, confirmed: 'yes' },
      cookiesOf(admin.cookie),
    );
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.userBanned('Ben Banned'));
    expect(await userRow(person.id)).toEqual({ role: 'user', banned: true });
    const left = await t.handle.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(left).toEqual([]);
  });

  it("keeps the admin on the table with the API's refusal: no banning oneself", async () => {
    const cookies = cookiesOf(admin.cookie);
    // The table offers no such question…
    const page = visibleHtml((await open(`${TABLE}?confirm=ban&id=${admin.id}`, cookies)).body);
    expect(page).not.toContain('Ban Ada Admin?');
    // …and a 'Yes' sent anyway is the API's to refuse.
    const answer = await post(
      TABLE,
      { intent: 'ban', id: admin.id, confirmed: 'yes' },
      { cookies },
    );
    expect(answer.statusCode).toBe(400);
    expect(visibleHtml(answer.body)).toMatch(
      /<p role="alert" class="alert alert-error" tabindex="-1" autofocus="">You cannot ban yourself.<\/p>/,
    );
    expect(await userRow(admin.id)).toEqual({ role: 'admin', banned: false });
  });

  it('sends anyone but an admin to the dashboard, changing nobody', async () => {
    const someone = await createUser(t.app, { name: 'Sly Someone' });
    const target = await createUser(t.app, { name: 'Tess Target' });
    for (const fields of [
      { intent: 'admin', id: someone.id },
      { intent: 'ban', id: target.id, confirmed: 'yes' },
    ]) {
      const answer = await post(TABLE, fields, { cookies: cookiesOf(someone.cookie) });
      expect(answer.statusCode, fields.intent).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/addPet');
    }
    expect(await userRow(someone.id)).toEqual({ role: 'user', banned: false });
    expect(await userRow(target.id)).toEqual({ role: 'user', banned: false });
  });

  it('refuses a ban sent from another site, changing nothing', async () => {
    const person = await createUser(t.app, { name: 'Cross Site' });
    const answer = await post(
      TABLE,
      { intent: 'ban', id: person.id, confirmed: 'yes' },
      { cookies: cookiesOf(admin.cookie), headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(answer.statusCode).toBe(403);
    expect(await userRow(person.id)).toEqual({ role: 'user', banned: false });
  });
});
