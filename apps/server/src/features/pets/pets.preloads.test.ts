import { CARD_IMAGE_SIZES, type Pet } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { petBody } from '../../../test/fixtures';
import { bearer, json, testDatabases, useSignedInUser, useTestApp } from '../../../test/helpers';
import { useFakeWebBuild } from '../../../test/web-build';

const dist = useFakeWebBuild();

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef-1600.webp';
const UPLOAD_CARD = '/uploads/0123456789abcdef0123456789abcdef-640.webp';
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SESSION_HINT = '</api/auth/get-session>; rel=preload; as=fetch; crossorigin';

/** The Link header's entries, one per hint. */
const hintsOf = (response: { headers: { link?: string | string[] | number } }) =>
  String(response.headers.link ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean);

describe.each(testDatabases)('preload hints for Pet listing on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: dist } });
  const person = useSignedInUser(t);

  beforeAll(async () => {
    for (const pet of [
      petBody({ petName: 'Tom', category: 'cat', image: 'https://example.com/tom.webp' }),
      petBody({ petName: 'Rex', category: 'dog', image: UPLOAD }),
    ]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(person.token),
        payload: pet,
      });
      expect(added.statusCode).toBe(200);
    }
  });

  const open = (url: string, cookie = person.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { ...page, ...(cookie ? { cookie } : {}) } });

  it('names the session, the first page of pets and the first card picture', async () => {
    const response = await open('/petListing');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(hintsOf(response)).toEqual([
      SESSION_HINT,
      '</api/petListing?limit=12>; rel=preload; as=fetch; crossorigin',
      // The newest pet's upload, with the copies and sizes the card offers the browser.
      `<${UPLOAD_CARD}>; rel=preload; as=image; ` +
        `imagesrcset="${UPLOAD_CARD} 640w, ${UPLOAD} 1600w"; ` +
        `imagesizes="${CARD_IMAGE_SIZES}"; fetchpriority=high`,
    ]);
  });

  it('names an address the API answers with the pets the page shows', async () => {
    const [, listHint = ''] = hintsOf(await open('/petListing'));
    const address = /^<([^>]+)>/.exec(listHint)?.[1] ?? '';

    const list = await t.app.inject({ method: 'GET', url: address });
    expect(list.statusCode).toBe(200);
    expect(json<Pet[]>(list).map((pet) => pet.petName)).toEqual(['Rex', 'Tom']);
  });

  it('carries the filters of the page address, as the browser will ask for them', async () => {
    const response = await open('/petListing?category=cat&search=%20Tom%20');
    expect(hintsOf(response)).toEqual([
      SESSION_HINT,
      '</api/petListing?limit=12&search=Tom&category=cat>; rel=preload; as=fetch; crossorigin',
      '<https://example.com/tom.webp>; rel=preload; as=image; fetchpriority=high',
    ]);

    // A category the listing does not know is ignored there, and so here.
    const unknown = await open('/petListing?category=lizard');
    expect(hintsOf(unknown)[1]).toBe(
      '</api/petListing?limit=12>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('names no picture when nothing matches or the API would refuse the search', async () => {
    const none = await open('/petListing?search=nobody');
    expect(hintsOf(none)).toEqual([
      SESSION_HINT,
      '</api/petListing?limit=12&search=nobody>; rel=preload; as=fetch; crossorigin',
    ]);

    const tooLong = await open(`/petListing?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(200);
    expect(hintsOf(tooLong)).toHaveLength(2);
    expect(hintsOf(tooLong)[1]).toContain(`search=${'a'.repeat(101)}>`);
  });

  it('gives a visitor without a session no hints: they are sent on to sign in', async () => {
    const response = await open('/petListing', '');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });

  it('names only the session on pages it has nothing else for', async () => {
    for (const url of [
      '/',
      '/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc',
      '/petDetails/not-an-id',
      '/login',
    ]) {
      expect(hintsOf(await open(url))).toEqual([SESSION_HINT]);
    }
  });

  it('names a pet and its picture on Pet details, for anyone, at the address the API answers', async () => {
    const listed = json<Pet[]>(await t.app.inject({ method: 'GET', url: '/api/petListing' }));
    const rex = listed.find((pet) => pet.petName === 'Rex')!;

    // Pet details is public and its data needs no token (docs/product.md §2): no session needed
    // either.
    const response = await open(`/petDetails/${rex._id}`, '');
    expect(response.statusCode).toBe(200);
    expect(hintsOf(response)).toEqual([
      `</api/petListing/${rex._id}>; rel=preload; as=fetch; crossorigin`,
      `<${UPLOAD}>; rel=preload; as=image; fetchpriority=high`,
    ]);

    const address = /^<([^>]+)>/.exec(hintsOf(response)[0] ?? '')?.[1] ?? '';
    const answer = await t.app.inject({ method: 'GET', url: address });
    expect(answer.statusCode).toBe(200);
    expect(json<Pet>(answer).petName).toBe('Rex');
  });

  it('adds no hints to API answers or files', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/petListing',
      headers: { cookie: person.cookie },
    });
    expect(list.headers.link).toBeUndefined();
  });
});
