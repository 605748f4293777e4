import { notices, texts } from '@pet-adoption/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adoptionRequests,
  campaigns,
  ledgerEntries,
  paymentIntents,
  payments,
  pets,
  uploads,
} from '../db/schema';
import { campaignBody, petBody } from '../../test/fixtures';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import {
  bearer,
  createUser,
  GENEROUS_USER_LIMITS,
  json,
  promote,
  signIn,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';

/**
 * The forms about records (Adopt Now, the pet listing's search, Add and Update pet, Create and
 * Update campaign, Payment) sent the browser's own way: before the page's script runs, or with
 * JavaScript off. Each goes to its page's route action, which answers as the script does.
 */

/** A form the browser sends: its bytes and their type. */
type FormBody = { payload: Buffer; type: string };

const urlEncoded = (fields: Record<string, string>): FormBody => ({
  payload: Buffer.from(new URLSearchParams(fields).toString()),
  type: 'application/x-www-form-urlencoded',
});

type Picture = { name: string; type: string; bytes: Buffer };

/**
 * A form with a file input (`image`, or the pet form's new picture row), as a browser sends it:
 * an input left empty sends an empty file.
 */
async function multipart(
  fields: Record<string, string>,
  picture?: Picture,
  fileField = 'image',
): Promise<FormBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    fileField,
    picture
      ? new File([picture.bytes], picture.name, { type: picture.type })
      : new File([], '', { type: 'application/octet-stream' }),
  );
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

let png: Picture;
beforeAll(async () => {
  const bytes = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  png = { name: 'pip.png', type: 'image/png', bytes };
});

/** What a person reads: the visible HTML without React's markers between pieces of text. */
const readable = (html: string) => visibleHtml(html).replaceAll('<!-- -->', '');

/** The first `<input>` named `name` in `html`. */
const inputNamed = (html: string, name: string) =>
  new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

/** The notice cookie an action set, for the page it redirects to. */
function noticeOf(answer: { headers: Record<string, unknown> }): string {
  const lines = [answer.headers['set-cookie'] ?? []].flat().map(String);
  return lines.find((line) => line.startsWith('notice='))?.split(';', 1)[0] ?? '';
}

/** The pet form's fields; its one picture row is `images.0.*`, a new file `images.1.file`. */
const petFields = (overrides: Record<string, string> = {}): Record<string, string> => {
  const pet = petBody();
  return {
    'images.0.url': pet.image ?? '',
    'images.0.alt': 'The pet on a rug',
    petName: pet.petName,
    category: pet.category,
    petAge: String(pet.petAge),
    petLocation: pet.petLocation,
    date: pet.date,
    shortDescription: pet.shortDescription,
    longDescription: pet.longDescription,
    adoptionFee: pet.adoptionFee === undefined ? '' : String(pet.adoptionFee),
    applicationCap: pet.applicationCap == null ? '' : String(pet.applicationCap),
    ...overrides,
  };
};

const campaignFields = (overrides: Record<string, string> = {}) => {
  const { image, maximumDonation, highestTotal, petId, ...rest } = campaignBody();
  return {
    imageUrl: image,
    maximumDonation: String(maximumDonation),
    highestTotal: String(highestTotal),
    petId: petId ?? '',
    ...rest,
    ...overrides,
  };
};

describe.each(testDatabases)('record forms sent without JavaScript, on %s', (database) => {
  const t = useTestApp({
    database,
    config: { webDistDir: WEB_DIST_DIR },
    // Two adoption requests an hour, so the third meets the limit.
    userLimits: {
      ...GENEROUS_USER_LIMITS,
      allowances: {
        ...GENEROUS_USER_LIMITS.allowances,
        adoptionRequests: { max: 2, windowMs: 60 * 60 * 1000 },
      },
    },
  });

  const send = (
    url: string,
    body: FormBody,
    { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': body.type,
        // What Chromium sends with a form of this site (see form-actions.test.ts).
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        accept: 'text/html',
        ...(cookie && { cookie }),
        ...headers,
      },
      payload: body.payload,
    });

  const open = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie && { cookie }) },
    });

  /** The page a successful action redirected to, as the browser opens it next. */
  const landing = (answer: Awaited<ReturnType<typeof send>>, cookie: string) =>
    open(String(answer.headers.location), `${cookie}; ${noticeOf(answer)}`);

  const addPetAs = async (owner: SignedInUser, overrides: Parameters<typeof petBody>[0] = {}) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody(overrides),
    });
    return json<{ insertedId: string }>(created).insertedId;
  };

  const addCampaignAs = async (owner: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody(overrides),
    });
    return json<{ insertedId: string }>(created).insertedId;
  };

  const requestsFor = async (petId: string) =>
    t.handle.db.select().from(adoptionRequests).where(eq(adoptionRequests.petId, petId));

  const uploadsOf = async (userId: string) => {
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(uploads)
      .where(eq(uploads.userId, userId));
    return row?.n ?? 0;
  };

  describe('the pet listing search', () => {
    it('is GET forms of the listing, each carrying the rest of the search', async () => {
      const owner = await createUser(t.app);
      await addPetAs(owner, { petName: 'Zigzag Findme', category: 'bird' });
      await addPetAs(owner, { petName: 'Zigzag Other', category: 'fish' });

      const page = await open('/petListing?category=bird', owner.cookie);
      expect(page.statusCode).toBe(200);
      const forms = [...visibleHtml(page.body).matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
        .map(([form]) => form)
        .filter((form) => form.includes('role="search"'));
      // The name and category forms of docs/product.md §2, and the filter panel.
      expect(forms).toHaveLength(3);
      for (const form of forms) {
        expect(form).toMatch(/method="get"/);
        expect(form).toMatch(/action="\/petListing"/);
      }
      const byName = forms.find((form) => /<input[^>]*name="search"/.test(form)) ?? '';
      const byCategory = forms.find((form) => /<select[^>]*name="category"/.test(form)) ?? '';
      expect(byName).toMatch(/<input type="hidden" name="category" value="bird"/);
      expect(byCategory).not.toBe('');

      // What the browser opens when the name form is sent: both filters, sent on to the listing's
      // own spelling of the search and answered by the loader there.
      const sent = await open('/petListing?search=zigzag&category=bird', owner.cookie);
      expect(sent.headers.location).toBe('/petListing?category=bird&search=zigzag');
      const found = await open('/petListing?category=bird&search=zigzag', owner.cookie);
      const html = visibleHtml(found.body);
      expect(html).toContain('Zigzag Findme');
      expect(html).not.toContain('Zigzag Other');
      expect(html).toMatch(/<input type="hidden" name="search" value="zigzag"/);
    });
  });

  describe('Adopt Now', () => {
    it("is a link to the form's own page until the page's script runs", async () => {
      const owner = await createUser(t.app);
      const petId = await addPetAs(owner, { petName: 'Linky' });
      const html = visibleHtml((await open(`/petDetails/${petId}`)).body);
      expect(html).toMatch(
        new RegExp(
          `<a href="/petDetails/${petId}/adopt#adopt"[^>]*>${texts.petDetails.adoptNow}</a>`,
        ),
      );

      // Signed out, the form's page asks to sign in first and comes back to it.
      const signedOut = await open(`/petDetails/${petId}/adopt`);
      expect(signedOut.statusCode).toBe(302);
      expect(signedOut.headers.location).toBe(
        `/login?redirectTo=${encodeURIComponent(`/petDetails/${petId}/adopt`)}`,
      );

      const adopter = await createUser(t.app, { name: 'Ada Adopter' });
      const page = await open(`/petDetails/${petId}/adopt`, adopter.cookie);
      expect(page.statusCode).toBe(200);
      const form = visibleHtml(page.body);
      expect(titleOf(form)).toBe(texts.titles.adoptPetOf('Linky'));
      expect(form).toMatch(new RegExp(`<form[^>]*action="/petDetails/${petId}/adopt"`));
      const name = inputNamed(form, 'name');
      expect(name).toContain('value="Ada Adopter"');
      expect(name).toMatch(/readOnly=""/i);
      expect(inputNamed(form, 'email')).toContain(`value="${adopter.email}"`);
      expect(inputNamed(form, 'email')).toMatch(/readOnly=""/i);
      expect(inputNamed(form, 'phoneNumber')).toContain('required=""');
      expect(inputNamed(form, 'address')).toContain('required=""');
    });

    it("sends the dialog's request and goes back to the pet, saying what the dialog says", async () => {
      const owner = await createUser(t.app);
      const petId = await addPetAs(owner, { petName: 'Biscuit Noscript' });
      const adopter = await createUser(t.app, { name: 'Nadia Noscript' });

      const answer = await send(
        `/petDetails/${petId}/adopt`,
        urlEncoded({
          name: 'Someone Else',
          email: 'someone@else.example',
          phoneNumber: '+880 1711 000000',
          address: '12 Lake Road, Dhaka',
        }),
        { cookie: adopter.cookie },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`/petDetails/${petId}`);
      const pet = await landing(answer, adopter.cookie);
      expect(visibleHtml(pet.body)).toContain(notices.adoptionAsked('Biscuit Noscript'));

      const rows = await requestsFor(petId);
      expect(rows).toHaveLength(1);
      // Who asks comes from the account, never from the read-only fields.
      expect(rows[0]).toMatchObject({
        adopterId: adopter.id,
        name: 'Nadia Noscript',
        phoneNumber: '+880 1711 000000',
      });

      // Asked twice: the server's sentence, on the form as typed.
      const again = await send(
        `/petDetails/${petId}/adopt`,
        urlEncoded({ phoneNumber: '01711000000', address: 'Elsewhere 5' }),
        { cookie: adopter.cookie },
      );
      expect(again.statusCode).toBe(400);
      const html = visibleHtml(again.body);
      expect(html).toContain('You have already asked to adopt this pet.');
      expect(html).toContain('value="Elsewhere 5"');
      expect(await requestsFor(petId)).toHaveLength(1);
    });

    it("keeps the person on the form with the brief's messages, in a summary", async () => {
      const owner = await createUser(t.app);
      const petId = await addPetAs(owner, { petName: 'Half Asked' });
      const adopter = await createUser(t.app);
      const answer = await send(
        `/petDetails/${petId}/adopt`,
        urlEncoded({ phoneNumber: '01711000000', address: '' }),
        { cookie: adopter.cookie },
      );
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(titleOf(html)).toBe(`Error: ${texts.titles.adoptPetOf('Half Asked')}`);
      expect(html).toContain(texts.forms.errorSummary);
      expect(html).toMatch(
        new RegExp(`<a href="#[^"]+"[^>]*>${texts.fieldRequired('Address')}</a>`),
      );
      expect(html).toContain('value="01711000000"');
      expect(await requestsFor(petId)).toHaveLength(0);
    });

    it("refuses one's own pet and an adopted one, and stops at the limit", async () => {
      const owner = await createUser(t.app);
      const own = await addPetAs(owner, { petName: 'Mine' });
      const fields = urlEncoded({ phoneNumber: '01711000000', address: 'Dhaka' });
      const mine = await send(`/petDetails/${own}/adopt`, fields, { cookie: owner.cookie });
      expect(mine.statusCode).toBe(400);
      expect(readable(mine.body)).toContain('This is your pet, so you cannot ask to adopt it.');
      expect(await requestsFor(own)).toHaveLength(0);

      const adopted = await addPetAs(owner, { petName: 'Gone Home' });
      await t.handle.db.update(pets).set({ adopted: true }).where(eq(pets.id, adopted));
      const adopter = await createUser(t.app);
      const late = await send(`/petDetails/${adopted}/adopt`, fields, { cookie: adopter.cookie });
      expect(late.statusCode).toBe(400);
      expect(readable(late.body)).toContain('Gone Home has already been adopted.');
      expect(await requestsFor(adopted)).toHaveLength(0);

      const eager = await createUser(t.app);
      for (const name of ['One', 'Two']) {
        const petId = await addPetAs(owner, { petName: name });
        const sent = await send(`/petDetails/${petId}/adopt`, fields, { cookie: eager.cookie });
        expect(sent.statusCode, name).toBe(302);
      }
      const third = await addPetAs(owner, { petName: 'Three' });
      const limited = await send(`/petDetails/${third}/adopt`, fields, { cookie: eager.cookie });
      expect(limited.statusCode).toBe(400);
      expect(visibleHtml(limited.body)).toMatch(
        /You have sent many adoption requests in a short time\. Please wait [^<]+ and try again\./,
      );
      expect(await requestsFor(third)).toHaveLength(0);
    });

    it('answers an unknown pet with the 404 page, and a form from another site with 403', async () => {
      const adopter = await createUser(t.app);
      const fields = urlEncoded({ phoneNumber: '01711000000', address: 'Dhaka' });
      const unknown = await send('/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc/adopt', fields, {
        cookie: adopter.cookie,
      });
      expect(unknown.statusCode).toBe(404);

      const owner = await createUser(t.app);
      const petId = await addPetAs(owner);
      const forged = await send(`/petDetails/${petId}/adopt`, fields, {
        cookie: adopter.cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(forged.statusCode).toBe(403);
      expect(await requestsFor(petId)).toHaveLength(0);
    });
  });

  describe('Add a pet and Update pet', () => {
    it('adds the pet with its picture, uploaded as the upload field does, and says so', async () => {
      const owner = await createUser(t.app);
      const answer = await send(
        '/dashboard/addPet',
        await multipart(
          petFields({ 'images.0.url': '', petName: 'Pip Picture' }),
          png,
          'images.0.file',
        ),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/myAddedPets');
      const list = await landing(answer, owner.cookie);
      expect(visibleHtml(list.body)).toContain(notices.petAdded('Pip Picture'));

      const [pet] = await t.handle.db.select().from(pets).where(eq(pets.petName, 'Pip Picture'));
      expect(pet?.ownerId).toBe(owner.id);
      expect(pet?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
      expect(await uploadsOf(owner.id)).toBe(1);
    });

    it('checks the other fields before uploading, and asks for the picture again', async () => {
      const owner = await createUser(t.app);
      const answer = await send(
        '/dashboard/addPet',
        await multipart(
          petFields({ 'images.0.url': '', petName: '', petLocation: 'Sylhet' }),
          png,
          'images.0.file',
        ),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(titleOf(html)).toBe(`Error: ${texts.titles.dashboardScreen('Add a pet')}`);
      expect(html).toMatch(
        new RegExp(`<a href="#[^"]+"[^>]*>${texts.fieldRequired('Pet Name')}</a>`),
      );
      expect(html).toContain('value="Sylhet"');
      expect(html).toContain(texts.forms.chooseImageAgain('pip.png'));
      expect(await uploadsOf(owner.id)).toBe(0);

      // No picture at all: the field's own message.
      const none = await send(
        '/dashboard/addPet',
        await multipart(petFields({ 'images.0.url': '', 'images.0.alt': '' })),
        {
          cookie: owner.cookie,
        },
      );
      expect(none.statusCode).toBe(400);
      expect(visibleHtml(none.body)).toContain(texts.fieldRequired('Image'));
    });

    it('refuses what POST /api/images refuses, with its sentence under the picture', async () => {
      const owner = await createUser(t.app);
      const notAPicture = { name: 'notes.png', type: 'image/png', bytes: Buffer.from('hello') };
      const alone = await multipart({}, notAPicture);
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...bearer(owner.token), 'content-type': alone.type },
        payload: alone.payload,
      });
      expect(api.statusCode).toBeGreaterThanOrEqual(400);
      const sentence = json<{ error: { message: string } }>(api).error.message;

      const answer = await send(
        '/dashboard/addPet',
        await multipart(
          petFields({ 'images.0.url': '', petName: 'Not Pictured' }),
          notAPicture,
          'images.0.file',
        ),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(html).toContain(sentence);
      expect(html).toContain('value="Not Pictured"');
      expect(await t.handle.db.select().from(pets).where(eq(pets.petName, 'Not Pictured'))).toEqual(
        [],
      );
    });

    it("updates the owner's pet, keeping its picture unless a new one is sent", async () => {
      const owner = await createUser(t.app);
      const petId = await addPetAs(owner, { petName: 'Before' });
      const page = visibleHtml(
        (await open(`/dashboard/updatePetUser/${petId}`, owner.cookie)).body,
      );
      expect(page).toContain('value="Before"');
      expect(page).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
      // Without scripts: the kept picture by its address, and a row for a new one.
      expect(inputNamed(page, 'images.1.file')).toContain('type="file"');
      expect(inputNamed(page, 'images.0.url')).toContain(`value="${petBody().image}"`);

      const answer = await send(
        `/dashboard/updatePetUser/${petId}`,
        await multipart(petFields({ petName: 'After', petAge: '15' })),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/myAddedPets');
      expect(visibleHtml((await landing(answer, owner.cookie)).body)).toContain(
        notices.petUpdated('After'),
      );
      const [pet] = await t.handle.db.select().from(pets).where(eq(pets.id, petId));
      expect(pet).toMatchObject({ petName: 'After', petAgeMonths: 15, image: petBody().image });
    });

    it("answers another's pet with the API's refusal, and lets an admin update it", async () => {
      const owner = await createUser(t.app);
      const petId = await addPetAs(owner, { petName: 'Not Yours' });
      const other = await createUser(t.app);
      const refused = await send(
        `/dashboard/updatePetUser/${petId}`,
        await multipart(petFields({ petName: 'Taken Over' })),
        { cookie: other.cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(visibleHtml(refused.body)).toContain(
        'Only the owner of this pet or an administrator can change it.',
      );
      expect(visibleHtml(refused.body)).toContain('value="Taken Over"');
      // Not an admin: the admin's address sends them to the dashboard's first screen.
      const adminOnly = await send(
        `/dashboard/updatePet/${petId}`,
        await multipart(petFields({ petName: 'Taken Over' })),
        { cookie: other.cookie },
      );
      expect(adminOnly.statusCode).toBe(302);
      expect(adminOnly.headers.location).toBe('/dashboard/addPet');
      const [untouched] = await t.handle.db.select().from(pets).where(eq(pets.id, petId));
      expect(untouched?.petName).toBe('Not Yours');

      const admin = await createUser(t.app);
      await promote(t.handle, admin.id);
      const adminCookie = await signIn(t.app, admin.email);
      const updated = await send(
        `/dashboard/updatePet/${petId}`,
        await multipart(petFields({ petName: 'Admin Touched' })),
        { cookie: adminCookie },
      );
      expect(updated.statusCode).toBe(302);
      expect(updated.headers.location).toBe('/dashboard/manageAllPets');
      const [changed] = await t.handle.db.select().from(pets).where(eq(pets.id, petId));
      expect(changed?.petName).toBe('Admin Touched');
    });

    it('changes nothing for a visitor signed out or a form from another site', async () => {
      const signedOut = await send(
        '/dashboard/addPet',
        await multipart(petFields({ petName: 'Nobody' })),
      );
      expect(signedOut.statusCode).toBe(302);
      expect(signedOut.headers.location).toMatch(/^\/login\?redirectTo=/);
      const owner = await createUser(t.app);
      const forged = await send(
        '/dashboard/addPet',
        await multipart(petFields({ petName: 'Nobody' }), png),
        { cookie: owner.cookie, headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(forged.statusCode).toBe(403);
      expect(await t.handle.db.select().from(pets).where(eq(pets.petName, 'Nobody'))).toEqual([]);
      expect(await uploadsOf(owner.id)).toBe(0);
    });
  });

  describe('Create and Update campaign', () => {
    it('creates the campaign with its picture and says so on the list', async () => {
      const owner = await createUser(t.app);
      const answer = await send(
        '/dashboard/createDonationCampaign',
        await multipart(campaignFields({ imageUrl: '', petName: 'Cass Campaign' }), png),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/myDonationCampaign');
      expect(visibleHtml((await landing(answer, owner.cookie)).body)).toContain(
        notices.campaignCreated('Cass Campaign'),
      );
      const [row] = await t.handle.db
        .select()
        .from(campaigns)
        .where(eq(campaigns.petName, 'Cass Campaign'));
      expect(row?.ownerId).toBe(owner.id);
      expect(row?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    });

    it("refuses a past last date with the script's sentence, keeping what was typed", async () => {
      const owner = await createUser(t.app);
      const answer = await send(
        '/dashboard/createDonationCampaign',
        await multipart(campaignFields({ petName: 'Too Late', lastDate: '2001-01-01' })),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(html).toContain('The last date cannot be in the past.');
      expect(html).toContain('value="Too Late"');
      expect(
        await t.handle.db.select().from(campaigns).where(eq(campaigns.petName, 'Too Late')),
      ).toEqual([]);
    });

    it("updates the owner's campaign, refuses another's, and lets an admin update it", async () => {
      const owner = await createUser(t.app);
      const campaignId = await addCampaignAs(owner, { petName: 'Old Name' });
      const page = visibleHtml(
        (await open(`/dashboard/updateDonationCampaign/${campaignId}`, owner.cookie)).body,
      );
      expect(page).toContain('value="Old Name"');

      const answer = await send(
        `/dashboard/updateDonationCampaign/${campaignId}`,
        await multipart(campaignFields({ petName: 'New Name', lastDate: '2001-01-01' })),
        { cookie: owner.cookie },
      );
      // An existing campaign may have ended: only a new one is held to a future date.
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/myDonationCampaign');
      expect(visibleHtml((await landing(answer, owner.cookie)).body)).toContain(
        notices.campaignUpdated('New Name'),
      );

      const other = await createUser(t.app);
      const refused = await send(
        `/dashboard/updateDonationCampaign/${campaignId}`,
        await multipart(campaignFields({ petName: 'Hijacked' })),
        { cookie: other.cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(visibleHtml(refused.body)).toContain(
        'Only the creator of this campaign or an administrator can do this.',
      );

      const admin = await createUser(t.app);
      await promote(t.handle, admin.id);
      const updated = await send(
        `/dashboard/updateDonation/${campaignId}`,
        await multipart(campaignFields({ petName: 'By Admin' })),
        { cookie: await signIn(t.app, admin.email) },
      );
      expect(updated.statusCode).toBe(302);
      expect(updated.headers.location).toBe('/dashboard/allDonations');
      const [row] = await t.handle.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(row?.petName).toBe('By Admin');
    });
  });

  describe('Record an expense and Correct an expense', () => {
    const expenseFields = (overrides: Record<string, string> = {}) => ({
      amount: '120.50',
      date: '2026-11-02',
      description: 'Vet bill: X-ray and cast',
      imageUrl: '',
      ...overrides,
    });
    const entriesOf = async (campaignId: string) =>
      t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.campaignId, campaignId));

    it('records the creator’s expense with its receipt picture, then corrects it', async () => {
      const owner = await createUser(t.app);
      const campaignId = await addCampaignAs(owner, { petName: 'Ledger Pip' });
      const answer = await send(
        `/dashboard/recordExpense/${campaignId}`,
        await multipart(expenseFields(), png),
        { cookie: owner.cookie },
      );
      expect(answer.statusCode, answer.body).toBe(302);
      expect(answer.headers.location).toBe(`/campaingsDetails/${campaignId}#books`);
      const [expense] = await entriesOf(campaignId);
      expect(expense).toMatchObject({ type: 'expense', amountCents: 12050 });
      expect(expense?.receiptImage).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
      const books = readable((await landing(answer, owner.cookie)).body);
      expect(books).toContain(notices.expenseRecorded());
      expect(books).toContain('Vet bill: X-ray and cast');
      expect(books).toContain(`href="${expense?.receiptImage}"`);

      const correctUrl = `/dashboard/correctExpense/${campaignId}/${expense?.id}`;
      const refused = await send(correctUrl, urlEncoded({ reason: ' ' }), {
        cookie: owner.cookie,
      });
      expect(refused.statusCode).toBe(400);
      expect(readable(refused.body)).toContain(texts.fieldRequired('Reason'));

      const corrected = await send(correctUrl, urlEncoded({ reason: 'Billed twice' }), {
        cookie: owner.cookie,
      });
      expect(corrected.statusCode).toBe(302);
      const after = readable((await landing(corrected, owner.cookie)).body);
      expect(after).toContain(notices.correctionRecorded());
      expect(after).toContain('Billed twice');
      expect(await entriesOf(campaignId)).toHaveLength(2);
      // The page of an expense corrected already says so, and offers no second form.
      const again = readable((await open(correctUrl, owner.cookie)).body);
      expect(again).toContain(texts.ledger.alreadyCorrected);
      expect(again).not.toContain('name="reason"');
    });

    it('refuses a form to fix, keeping what was typed, and anyone but the creator', async () => {
      const owner = await createUser(t.app);
      const campaignId = await addCampaignAs(owner);
      const refused = await send(
        `/dashboard/recordExpense/${campaignId}`,
        await multipart(expenseFields({ amount: '' })),
        { cookie: owner.cookie },
      );
      expect(refused.statusCode).toBe(400);
      const html = readable(refused.body);
      expect(html).toContain(texts.fieldRequired('Amount'));
      expect(html).toContain('Vet bill: X-ray and cast');

      const other = await createUser(t.app);
      const stranger = await send(
        `/dashboard/recordExpense/${campaignId}`,
        await multipart(expenseFields()),
        { cookie: other.cookie },
      );
      expect(stranger.statusCode).toBe(400);
      expect(readable(stranger.body)).toContain(
        'Only the creator of this campaign or an administrator can do this.',
      );
      expect(await entriesOf(campaignId)).toEqual([]);
    });
  });

  describe('Shelter details and the yearly statement', () => {
    it('saves the shelter’s details from an admin’s form, and statements show them', async () => {
      const admin = await createUser(t.app);
      await promote(t.handle, admin.id);
      const answer = await send(
        '/dashboard/shelterDetails',
        urlEncoded({ name: 'Hillside Rescue', charityNumber: 'CH-77', taxSentence: 'No goods.' }),
        { cookie: admin.cookie },
      );
      expect(answer.statusCode, answer.body).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/shelterDetails');
      const landed = readable((await landing(answer, admin.cookie)).body);
      expect(landed).toContain(notices.shelterDetailsSaved());
      expect(landed).toContain('value="Hillside Rescue"');

      const refused = await send(
        '/dashboard/shelterDetails',
        urlEncoded({ name: 'x'.repeat(121), charityNumber: '', taxSentence: '' }),
        { cookie: admin.cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(readable(refused.body)).toContain('Shelter name can be at most 120 characters.');

      const year = new Date().getUTCFullYear();
      const statement = await open(`/dashboard/statements/${year}`, admin.cookie);
      expect(statement.statusCode).toBe(200);
      const html = readable(statement.body);
      expect(html).toContain(`Yearly statement ${year}`);
      expect(html).toContain('Hillside Rescue');
      expect(html).toContain(`No gifts in ${year}.`);
      expect((await open('/dashboard/statements/20x6', admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('Payment', () => {
    it('says in its HTML that the card needs the provider’s script, and offers nothing to send', async () => {
      const owner = await createUser(t.app);
      const campaignId = await addCampaignAs(owner);
      const donor = await createUser(t.app);
      const page = await open(`/dashboard/payment?campaign=${campaignId}`, donor.cookie);
      expect(page.statusCode).toBe(200);
      const html = visibleHtml(page.body);
      expect(html).toContain(texts.donation.needsScript);
      expect(html).toMatch(/<fieldset disabled=""/);
      expect(html.indexOf(texts.donation.needsScript)).toBeLessThan(html.indexOf('name="price"'));
    });

    it('charges and records nothing when the form is sent without it', async () => {
      const owner = await createUser(t.app);
      const campaignId = await addCampaignAs(owner);
      const donor = await createUser(t.app);
      const answer = await send(
        `/dashboard/payment?campaign=${campaignId}`,
        urlEncoded({
          price: '25',
          // Not one of the test cards the page lists: it must not come back.
          cardNumber: '4000 0566 5566 5556',
          expiry: '12/40',
          cvc: '123',
        }),
        { cookie: donor.cookie },
      );
      expect(answer.statusCode).toBe(400);
      expect(visibleHtml(answer.body)).toContain(texts.donation.needsScript);
      expect(answer.body).not.toContain('5566 5556');
      const intents = await t.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.campaignId, campaignId));
      expect(intents).toEqual([]);
      const recorded = await t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.campaignId, campaignId));
      expect(recorded).toEqual([]);
    });
  });
});
