import { texts } from '@pet-adoption/shared';
import { expect, firstPet, newAccount, signUpViaApi, test } from './helpers';

test.describe('pet listing pictures', () => {
  // Three columns: a card is 31vw, 397 px, which the smallest copy of every picture covers.
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('cards offer their copies by srcset, and the first one is fetched once', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('Browser');
    await signUpViaApi(baseURL!, account);
    // Signed in through the API: the page itself is then a first visit with a session cookie,
    // rendered by the server with its first cards.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);

    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    // One demo pet, so that pets other tests add meanwhile cannot take the first card (one
    // with the banner's picture would show the copy already in the browser's memory).
    await page.goto('/petListing?search=Domino');
    const cards = page.getByRole('link', {
      name: new RegExp(`^${texts.petListing.details} about`),
    });
    await expect(cards.first()).toBeVisible();

    const first = page.locator('main article img').first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    for (const image of await page.locator('main article img').all()) {
      await expect(image).toHaveAttribute('srcset', / \d+w, .* \d+w$/);
      await expect(image).toHaveAttribute('sizes', /vw$/);
    }

    // The first card shows the copy its srcset picks for its width, and asked for it once.
    const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    const smallest = (await first.getAttribute('srcset'))?.split(' ')[0];
    expect(shown).toBe(smallest);
    expect(imageRequests.filter((path) => path === shown)).toHaveLength(1);
    // Chromium warns (the console guard fails the test) about a preload unused for a while.
    await page.waitForTimeout(3_500);
  });
});

test.describe('pet details first visit', () => {
  test('the pet comes with the page, and its picture is fetched once', async ({
    page,
    baseURL,
  }) => {
    // Any listed pet will do; a first visit needs no session (the page is public).
    const pet = await firstPet(page.request);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url(), baseURL).pathname));

    await page.goto(`/petDetails/${pet._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();
    await expect(page.getByRole('img', { name: pet.images[0]!.alt })).toHaveJSProperty(
      'complete',
      true,
    );
    // Chromium warns (the console guard fails the test) about a preload unused for a while.
    await page.waitForTimeout(3_500);
    // The pet and the visitor (nobody signed in) came with the page: the browser asks the API
    // nothing.
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((path) => path === pet.image)).toHaveLength(1);
  });
});
