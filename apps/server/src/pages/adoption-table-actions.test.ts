import { adoptionTexts, texts, type AdoptionRequest } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequests } from '../db/schema';
import { petBody } from '../../test/fixtures';
import {
  bearer,
  createUser,
  json,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { asHtml, cookiesOf, pageForms } from '../../test/page-forms';

/**
 * The adoption request tables' buttons sent the browser's own way (before the page's scripts
 * have run, or without them): Accept and Reject on Adoption requests, Withdraw on Requests I
 * sent.
 */

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };
const TABLE = '/dashboard/petAdoptor';
const SENT = '/dashboard/myAdoptionRequests';

describe.each(testDatabases)('adoption request tables without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let owner: SignedInUser;
  let adopter: SignedInUser;

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    adopter = await createUser(t.app, { name: 'Andy Adopter' });
  });

  async function askForPet(petName: string) {
    const pet = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName }),
    });
    const petId = json<{ insertedId: string }>(pet).insertedId;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/adoptionUsers',
      headers: bearer(adopter.token),
      payload: { petId, ...contact },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    return json<{ insertedId: string }>(asked).insertedId;
  }

  const statusOf = async (id: string) => {
    const [row] = await t.handle.db
      .select({ status: adoptionRequests.status })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, id));
    return row?.status;
  };

  it("arrives with the owner's requests, each button a form of its own", async () => {
    const id = await askForPet('Pebble');
    const page = await open(TABLE, cookiesOf(owner.cookie));
    expect(page.statusCode).toBe(200);
    const html = visibleHtml(page.body);
    expect(html).toContain('Andy Adopter');
    expect(html).toContain('Pebble');
    for (const intent of ['accept', 'reject']) {
      expect(html).toMatch(
        new RegExp(
          `<form[^>]* method="post"><input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="id" value="${id}"/>`,
        ),
      );
    }
  });

  it('accepts, back on the table with the same words as the toast', async () => {
    const id = await askForPet('Rex');
    const cookies = cookiesOf(owner.cookie);
    const { sent, landed } = await postAndFollow(TABLE, { intent: 'accept', id }, cookies);
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(TABLE);
    expect(visibleHtml(landed?.body ?? '')).toContain(
      texts.dashboard.requestAccepted('Rex', 'Andy Adopter'),
    );
    expect(await statusOf(id)).toBe('accepted');
    // Said once.
    expect(visibleHtml((await open(TABLE, cookies)).body)).not.toContain('Rex is adopted by');
  });

  it("rejects: 'Request has been deleted', and the adopter sees it declined", async () => {
    const id = await askForPet('Misty');
    const { landed } = await postAndFollow(
      TABLE,
      { intent: 'reject', id },
      cookiesOf(owner.cookie),
    );
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.requestDeleted);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
      headers: bearer(adopter.token),
    });
    expect(json<AdoptionRequest[]>(sent).find((each) => each._id === id)?.status).toBe('declined');
  });

  it("keeps anyone but the owner on the table with the API's sentence, changing nothing", async () => {
    const id = await askForPet('Biscuit');
    const stranger = await createUser(t.app, { name: 'Sly Stranger' });
    const answer = await post(
      TABLE,
      { intent: 'accept', id },
      { cookies: cookiesOf(stranger.cookie) },
    );
    expect(answer.statusCode).toBe(400);
    const html = visibleHtml(answer.body);
    expect(html).toMatch(
      /<p role="alert" class="alert alert-error" tabindex="-1" autofocus="">Only the pet’s owner or an administrator can accept a request.<\/p>/,
    );
    expect(await statusOf(id)).toBe('pending');
  });

  it('says a request already decided is, without changing it', async () => {
    const id = await askForPet('Coco');
    await postAndFollow(TABLE, { intent: 'accept', id }, cookiesOf(owner.cookie));
    const again = await post(TABLE, { intent: 'accept', id }, { cookies: cookiesOf(owner.cookie) });
    expect(again.statusCode).toBe(400);
    expect(visibleHtml(again.body)).toContain(asHtml('This pet has already been adopted.'));
    expect(await statusOf(id)).toBe('accepted');
  });

  it('refuses a form no row sends, and one sent while signed out goes to the login page', async () => {
    const unknown = await post(
      TABLE,
      { intent: 'adopt', id: 'x' },
      { cookies: cookiesOf(owner.cookie) },
    );
    expect(unknown.statusCode).toBe(400);
    expect(visibleHtml(unknown.body)).toContain(texts.forms.unexpected);
    const id = await askForPet('Nimbus');
    const signedOut = await post(TABLE, { intent: 'accept', id });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(TABLE)}`);
    expect(await statusOf(id)).toBe('pending');
  });

  it.each([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
  ])('refuses a row sent from another site (%o), changing nothing', async (headers) => {
    const id = await askForPet('Shadow');
    const answer = await post(
      TABLE,
      { intent: 'accept', id },
      { cookies: cookiesOf(owner.cookie), headers },
    );
    expect(answer.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('pending');
  });

  describe('Withdraw', () => {
    it("asks first on a page of its own, with the brief's question and focus on Cancel", async () => {
      const id = await askForPet('Juniper');
      const cookies = cookiesOf(adopter.cookie);
      const asked = await post(SENT, { intent: 'withdraw', id }, { cookies });
      expect(asked.statusCode).toBe(303);
      expect(asked.headers.location).toBe(`${SENT}?confirm=withdraw&id=${id}`);
      expect(await statusOf(id)).toBe('pending');

      const page = await open(`${SENT}?confirm=withdraw&id=${id}`, cookies);
      expect(page.statusCode).toBe(200);
      const html = visibleHtml(page.body);
      expect(titleOf(html)).toBe(
        texts.titles.dashboardScreen('Withdraw your request for Juniper?'),
      );
      expect(html).toContain(`>${texts.confirmDelete.title}</h1>`);
      expect(html).toContain(asHtml(texts.confirmDelete.text));
      expect(html).toMatch(
        new RegExp(
          `<form action="${SENT}" method="post"><input type="hidden" name="intent" value="withdraw"/><input type="hidden" name="id" value="${id}"/><input type="hidden" name="confirmed" value="yes"/><button type="submit" class="btn btn-error">${adoptionTexts.withdrawConfirm}</button></form>`,
        ),
      );
      expect(html).toMatch(
        new RegExp(`<a class="btn btn-ghost" autofocus="" href="${SENT}"[^>]*>Cancel</a>`),
      );
      // The table is not on this page: only its 'Yes' does anything.
      expect(html).not.toContain('aria-label="Requests I sent"');
    });

    it("'Yes' withdraws the request, which stays listed, and says so on the table", async () => {
      const id = await askForPet('Tango');
      const { sent, landed } = await postAndFollow(
        SENT,
        { intent: 'withdraw', id, confirmed: 'yes' },
        cookiesOf(adopter.cookie),
      );
      expect(sent.statusCode).toBe(302);
      expect(sent.headers.location).toBe(SENT);
      expect(visibleHtml(landed?.body ?? '')).toContain(asHtml(adoptionTexts.withdrawn('Tango')));
      expect(await statusOf(id)).toBe('withdrawn');
    });

    it("shows the table rather than a question about someone else's request", async () => {
      const id = await askForPet('Pepper');
      const stranger = await createUser(t.app, { name: 'Sly Stranger' });
      const page = await open(`${SENT}?confirm=withdraw&id=${id}`, cookiesOf(stranger.cookie));
      const html = visibleHtml(page.body);
      expect(html).not.toContain(adoptionTexts.withdrawConfirm);
      expect(titleOf(html)).toBe(texts.titles.dashboardScreen(texts.adoptionRequests.sentHeading));
      // And a 'Yes' sent anyway gets the API's refusal.
      const answer = await post(
        SENT,
        { intent: 'withdraw', id, confirmed: 'yes' },
        { cookies: cookiesOf(stranger.cookie) },
      );
      expect(answer.statusCode).toBe(400);
      expect(visibleHtml(answer.body)).toContain(adoptionTexts.withdrawOnlyAdopter);
      expect(await statusOf(id)).toBe('pending');
    });

    it('refuses a withdrawal sent from another site, changing nothing', async () => {
      const id = await askForPet('Ziggy');
      const answer = await post(
        SENT,
        { intent: 'withdraw', id, confirmed: 'yes' },
        { cookies: cookiesOf(adopter.cookie), headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(answer.statusCode).toBe(403);
      expect(await statusOf(id)).toBe('pending');
    });
  });
});
