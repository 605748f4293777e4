import { expect, test } from '@playwright/test';
import { texts } from '@pet-adoption/shared';
import { newAccount, signUpViaApi } from './helpers';

test.describe('pet listing pictures', () => {
  // Three columns: a card is 31vw, 397 px, which the smallest copy of every picture covers.
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('cards offer their copies by srcset, and the first one is fetched once, from the page hint', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('Browser');
    await signUpViaApi(baseURL!, account);
    // Signed in through the API: the page itself is then a first visit with a session cookie,
    // which is when the server names the first card's picture in its Link header.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);

    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
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

    // The first card shows the copy its srcset picks for its width, and asked for it once: the
    // page hint's request was that one.
    const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    const smallest = (await first.getAttribute('srcset'))?.split(' ')[0];
    expect(shown).toBe(smallest);
    expect(imageRequests.filter((path) => path === shown)).toHaveLength(1);
    // Chromium warns about a preload the page did not use within a few seconds.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });
});

test.describe('pet details first visit', () => {
  test("the pet and its picture are fetched once each, from the page's hints", async ({
    page,
    baseURL,
  }) => {
    // Any listed pet will do; a first visit needs no session (the page is public).
    const [pet] = (await (await page.request.get('/api/petListing?limit=1')).json()) as {
      _id: string;
      petName: string;
      image: string;
    }[];
    expect(pet).toBeDefined();
    const address = `/petDetails/${pet!._id}`;
    const hints = (await page.request.get(address)).headers().link ?? '';
    expect(hints).toContain(`</api/petListing/${pet!._id}>; rel=preload; as=fetch`);
    expect(hints).toContain(`<${pet!.image}>; rel=preload; as=image`);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url(), baseURL).pathname));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });

    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: pet!.petName })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    expect(requests.filter((path) => path === `/api/petListing/${pet!._id}`)).toHaveLength(1);
    expect(requests.filter((path) => path === pet!.image)).toHaveLength(1);
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });
});
