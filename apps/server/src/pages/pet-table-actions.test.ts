import { texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pets } from '../db/schema';
import { petBody } from '../../test/fixtures';
import {
  bearer,
  createUser,
  json,
  promote,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { asHtml, cookiesOf, pageForms } from '../../test/page-forms';

/**
 * The pet tables' buttons sent the browser's own way (before the page's scripts have run, or
 * without them): Delete and Mark adopted / available on My added pets, Delete on Manage all pets.
 */

const MINE = '/dashboard/myAddedPets';
const ALL = '/dashboard/manageAllPets';
const NOT_OWNER = 'Only the owner of this pet or an administrator can change it.';

describe.each(testDatabases)('pet tables without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    other = await createUser(t.app, { name: 'Otto Other' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
  });

  async function addPet(petName: string) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName }),
    });
    expect(added.statusCode, added.body).toBe(200);
    return json<{ insertedId: string }>(added).insertedId;
  }

  const petRow = async (id: string) => {
    const [row] = await t.handle.db
      .select({ adopted: pets.adopted })
      .from(pets)
      .where(eq(pets.id, id));
    return row;
  };

  it("arrives with the owner's pets, each row's buttons forms of their own", async () => {
    const id = await addPet('Pebble');
    const html = visibleHtml((await open(MINE, cookiesOf(owner.cookie))).body);
    expect(html).toContain('Pebble');
    expect(html).toMatch(
      new RegExp(
        `<form[^>]* method="post"><input type="hidden" name="intent" value="delete"/><input type="hidden" name="id" value="${id}"/><button`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<input type="hidden" name="intent" value="adopted"/><input type="hidden" name="id" value="${id}"/><input type="hidden" name="adopted" value="true"/>`,
      ),
    );
  });

  it('pages with Next and Previous links, each page arriving with the page and its questions', async () => {
    const lister = await createUser(t.app, { name: 'Paige Pager' });
    const cookies = cookiesOf(lister.cookie);
    // One more than a page of the table holds (10), the oldest added first.
    const ids: string[] = [];
    for (let i = 0; i <= 10; i += 1) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(lister.token),
        payload: petBody({ petName: `Pager pet ${i}` }),
      });
      expect(added.statusCode, added.body).toBe(200);
      ids.push(json<{ insertedId: string }>(added).insertedId);
    }
    const linkTo = (html: string, name: string) =>
      html.match(new RegExp(`<a href="([^"]+)"[^>]*>${name}</a>`))?.[1]?.replaceAll('&amp;', '&');

    const first = visibleHtml((await open(MINE, cookies)).body);
    expect(first).toContain('Page 1');
    expect(first).not.toContain('>Pager pet 0<');
    expect(first).toMatch(/<a role="link" aria-disabled="true"[^>]*>Previous<\/a>/);
    const next = linkTo(first, 'Next');
    expect(next).toMatch(/^\/dashboard\/myAddedPets\?cursor=[^&]+$/);

    const second = visibleHtml((await open(next!, cookies)).body);
    expect(second).toContain('Page 2');
    expect(second).toContain('>Pager pet 0<');
    expect(second).not.toContain('>Pager pet 10<');
    expect(second).toMatch(/<a role="link" aria-disabled="true"[^>]*>Next<\/a>/);
    expect(linkTo(second, 'Previous')).toBe(MINE);

    // Delete on the second page asks there, about the pet of that page, and 'No' goes back to it.
    const asked = await post(next!, { intent: 'delete', id: ids[0]! }, { cookies });
    expect(asked.headers.location).toBe(`${next}&confirm=delete&id=${ids[0]}`);
    const question = visibleHtml((await open(asked.headers.location as string, cookies)).body);
    expect(titleOf(question)).toBe(texts.titles.dashboardScreen('Delete Pager pet 0?'));
    expect(question).toContain(`autofocus="" href="${next}" data-discover="true">Cancel</a>`);
    const { landed } = await postAndFollow(
      next!,
      { intent: 'delete', id: ids[0]!, confirmed: 'yes' },
      cookies,
    );
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.petDeleted('Pager pet 0'));
    expect(await petRow(ids[0]!)).toBeUndefined();
  });

  it('marks a pet adopted and available again, saying so on the table', async () => {
    const id = await addPet('Rex');
    const cookies = cookiesOf(owner.cookie);
    const adopted = await postAndFollow(MINE, { intent: 'adopted', id, adopted: 'true' }, cookies);
    expect(adopted.sent.headers.location).toBe(MINE);
    expect(visibleHtml(adopted.landed?.body ?? '')).toContain(
      texts.dashboard.petMarked('Rex', true),
    );
    expect(await petRow(id)).toEqual({ adopted: true });
    // The row now offers the way back.
    expect(visibleHtml(adopted.landed?.body ?? '')).toContain(
      `<input type="hidden" name="id" value="${id}"/><input type="hidden" name="adopted" value="false"/>`,
    );
    const available = await postAndFollow(
      MINE,
      { intent: 'adopted', id, adopted: 'false' },
      cookies,
    );
    expect(visibleHtml(available.landed?.body ?? '')).toContain(
      texts.dashboard.petMarked('Rex', false),
    );
    expect(await petRow(id)).toEqual({ adopted: false });
  });

  it('asks before deleting, on a page of its own, and deletes only on its Yes', async () => {
    const id = await addPet('Misty');
    const cookies = cookiesOf(owner.cookie);
    const asked = await post(MINE, { intent: 'delete', id }, { cookies });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${MINE}?confirm=delete&id=${id}`);
    expect(await petRow(id)).toBeDefined();

    const html = visibleHtml((await open(`${MINE}?confirm=delete&id=${id}`, cookies)).body);
    expect(titleOf(html)).toBe(texts.titles.dashboardScreen('Delete Misty?'));
    expect(html).toContain(`>${texts.confirmDelete.title}</h1>`);
    expect(html).toContain(asHtml(texts.confirmDelete.text));
    expect(html).toContain(`>${texts.confirmDelete.confirm}</button>`);
    expect(html).toMatch(new RegExp(`<a class="btn btn-ghost" autofocus="" href="${MINE}"`));

    const { sent, landed } = await postAndFollow(
      MINE,
      { intent: 'delete', id, confirmed: 'yes' },
      cookies,
    );
    expect(sent.headers.location).toBe(MINE);
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.petDeleted('Misty'));
    expect(await petRow(id)).toBeUndefined();
  });

  it("keeps someone else on the table with the API's refusal, the pet untouched", async () => {
    const id = await addPet('Biscuit');
    const rows: Record<string, string>[] = [
      { intent: 'delete', id, confirmed: 'yes' },
      { intent: 'adopted', id, adopted: 'true' },
    ];
    for (const fields of rows) {
      const answer = await post(MINE, fields, { cookies: cookiesOf(other.cookie) });
      expect(answer.statusCode, fields.intent).toBe(400);
      expect(visibleHtml(answer.body)).toMatch(
        new RegExp(
          `<p role="alert" class="alert alert-error" tabindex="-1" autofocus="">${NOT_OWNER}</p>`,
        ),
      );
    }
    expect(await petRow(id)).toEqual({ adopted: false });
  });

  it('refuses a state the switch never sends, and a pet that is gone', async () => {
    const id = await addPet('Nimbus');
    const cookies = cookiesOf(owner.cookie);
    const odd = await post(MINE, { intent: 'adopted', id, adopted: 'maybe' }, { cookies });
    expect(odd.statusCode).toBe(400);
    expect(visibleHtml(odd.body)).toContain(texts.forms.unexpected);
    await postAndFollow(MINE, { intent: 'delete', id, confirmed: 'yes' }, cookies);
    const again = await post(MINE, { intent: 'delete', id, confirmed: 'yes' }, { cookies });
    expect(again.statusCode).toBe(400);
    expect(visibleHtml(again.body)).toContain('Pet was not found.');
  });

  describe('Manage all pets', () => {
    it("lets an admin delete anyone's pet after the question", async () => {
      const id = await addPet('Shadow');
      const cookies = cookiesOf(admin.cookie);
      const page = visibleHtml((await open(ALL, cookies)).body);
      expect(page).toContain('Shadow');
      const asked = await post(ALL, { intent: 'delete', id }, { cookies });
      expect(asked.headers.location).toBe(`${ALL}?confirm=delete&id=${id}`);
      const question = visibleHtml((await open(asked.headers.location as string, cookies)).body);
      expect(titleOf(question)).toBe(texts.titles.dashboardScreen('Delete Shadow?'));
      const { landed } = await postAndFollow(
        ALL,
        { intent: 'delete', id, confirmed: 'yes' },
        cookies,
      );
      expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.petDeleted('Shadow'));
      expect(await petRow(id)).toBeUndefined();
    });

    it('sends anyone but an admin to the dashboard, deleting nothing', async () => {
      const id = await addPet('Coco');
      const answer = await post(
        ALL,
        { intent: 'delete', id, confirmed: 'yes' },
        { cookies: cookiesOf(other.cookie) },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/addPet');
      expect(await petRow(id)).toBeDefined();
    });
  });

  it.each([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
  ])('refuses a row sent from another site (%o), changing nothing', async (headers) => {
    const id = await addPet('Ziggy');
    const answer = await post(
      MINE,
      { intent: 'delete', id, confirmed: 'yes' },
      { cookies: cookiesOf(owner.cookie), headers },
    );
    expect(answer.statusCode).toBe(403);
    expect(await petRow(id)).toBeDefined();
  });
});
