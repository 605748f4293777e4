import { favoriteTexts } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { petBody } from '../../../test/fixtures';
import {
  createUser,
  injectAs,
  json,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../../test/helpers';
import { visibleHtml, WEB_DIST_DIR } from '../../../test/html';
import { asHtml, cookiesOf, pageForms } from '../../../test/page-forms';

/**
 * The hearts and My favorites as the server renders them, and their forms sent the browser's
 * own way (before the page's scripts have run, or without them).
 */

const FAVORITES = '/dashboard/favorites';

describe.each(testDatabases)('favorites without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const inject = injectAs(t);
  const { post, open, postAndFollow } = pageForms(t);
  let owner: SignedInUser;
  let saver: SignedInUser;
  let petId: string;

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    saver = await createUser(t.app, { name: 'Sam Saver' });
    const added = await inject('POST', '/api/petListing', owner, petBody({ petName: 'Pip' }));
    petId = json<{ insertedId: string }>(added).insertedId;
  });

  const heartOf = (html: string) =>
    new RegExp(
      `<button[^>]*aria-pressed="(true|false)"[^>]*aria-label="Save Pip to favorites"`,
    ).exec(html)?.[1];

  it('shows a signed-out visitor a heart that opens sign-in and comes back', async () => {
    const page = await open(`/petDetails/${petId}`);
    const html = visibleHtml(page.body);
    expect(heartOf(html)).toBe('false');
    const form =
      /<form(?=[^>]*method="get")[^>]*action="\/login"[^>]*>(.*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toContain(`name="redirectTo" value="/petDetails/${petId}"`);
    // The same page for every signed-out visitor, so it may still be kept.
    expect(page.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('saves from Pet details and comes back to it, pressed and saying so', async () => {
    const cookies = cookiesOf(saver.cookie);
    const before = visibleHtml((await open(`/petDetails/${petId}`, cookies)).body);
    expect(heartOf(before)).toBe('false');

    const saved = await postAndFollow(
      FAVORITES,
      { intent: 'save', id: petId, petName: 'Pip', back: `/petDetails/${petId}` },
      cookies,
    );
    expect(saved.sent.statusCode).toBe(302);
    expect(saved.sent.headers.location).toBe(`/petDetails/${petId}`);
    const after = visibleHtml(saved.landed?.body ?? '');
    expect(after).toContain(asHtml(favoriteTexts.saved('Pip')));
    expect(heartOf(after)).toBe('true');

    const listed = visibleHtml((await open(FAVORITES, cookies)).body);
    expect(listed).toContain(`href="/petDetails/${petId}"`);
    expect(listed).toContain('>Available<');
  });

  it('removes from My favorites and lands back on it', async () => {
    const cookies = cookiesOf(saver.cookie);
    const removed = await postAndFollow(
      FAVORITES,
      { intent: 'remove', id: petId, petName: 'Pip' },
      cookies,
    );
    expect(removed.sent.headers.location).toBe(FAVORITES);
    const html = visibleHtml(removed.landed?.body ?? '');
    expect(html).toContain(asHtml(favoriteTexts.removed('Pip')));
    expect(html).toContain(asHtml(favoriteTexts.none));
  });

  it('never goes back to another site, and shows a refusal on My favorites', async () => {
    const cookies = cookiesOf(saver.cookie);
    const away = await post(
      FAVORITES,
      { intent: 'save', id: petId, petName: 'Pip', back: '//evil.example/' },
      { cookies },
    );
    expect(away.headers.location).toBe(FAVORITES);

    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true });
    const other = await createUser(t.app, { name: 'Late' });
    const refused = await post(
      FAVORITES,
      { intent: 'save', id: petId, petName: 'Pip', back: `/petDetails/${petId}` },
      { cookies: cookiesOf(other.cookie) },
    );
    expect(refused.statusCode).toBe(400);
    expect(visibleHtml(refused.body)).toContain(asHtml(favoriteTexts.adopted('Pip')));
  });
});
