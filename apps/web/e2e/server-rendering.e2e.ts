import { randomUUID } from 'node:crypto';
import { cardImage, texts } from '@pet-adoption/shared';
import { expect, failedToLoad, firstPet, test } from './helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The meta tags of a page's HTML, by their `property` or `name`, entities decoded. */
function metaTags(html: string): Map<string, string> {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value!)]),
    );
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key !== undefined && content !== undefined) tags.set(key, content);
  }
  return tags;
}

test.describe('status codes', () => {
  test('an unknown route, and an unknown or malformed id, answer 404 with the 404 page and its link home', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(404),
      because: 'each of these pages answers 404, which is what the test checks',
    });
    for (const path of [
      '/no/such/page',
      '/petDetails/not-a-pet-id',
      `/petDetails/${randomUUID()}`,
      '/campaingsDetails/42',
      `/campaingsDetails/${randomUUID()}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(texts.titles.notFound);
      await expect(page.getByText(texts.notFound.sorry), path).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: texts.notFound.heading }),
        path,
      ).toBeVisible();
      // The navbar and footer stay around it.
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    await page.getByRole('link', { name: texts.notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(texts.titles.home);
  });
});

test.describe('the HTML the server sends', () => {
  test("Home's HTML already holds the newest pets", async ({ request }) => {
    const pet = await firstPet(request);
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(texts.titles.home);
    expect(html).toContain(`href="/petDetails/${pet._id}"`);
    expect(html).toContain(pet.petName);
  });

  test("a pet's HTML holds its name, its story and its link preview", async ({
    request,
    baseURL,
  }) => {
    const pet = await firstPet(request);
    const response = await request.get(`/petDetails/${pet._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(pet.petName)}</h1>`));

    const meta = metaTags(html);
    expect(meta.get('og:title')).toBe(pet.petName);
    expect(meta.get('og:image')).toBe(new URL(cardImage(pet.image), baseURL).href);
    expect(meta.get('og:url')).toBe(new URL(`/petDetails/${pet._id}`, baseURL).href);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('description')).toBeTruthy();
  });
});
