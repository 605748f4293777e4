import { texts } from '@pet-adoption/shared';
import { expect, firstPet, newAccount, openBeforeScripts, signUpViaApi, test } from './helpers';

test.describe('app shell', () => {
  test('home renders with its title, navbar and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(texts.titles.home);

    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: texts.nav.home, exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(nav.getByRole('link', { name: texts.nav.petListing })).toHaveAttribute(
      'href',
      '/petListing',
    );
    await expect(nav.getByRole('link', { name: texts.nav.donationCampaigns })).toHaveAttribute(
      'href',
      '/donationCampaigns',
    );

    const footer = page.getByRole('contentinfo');
    for (const heading of ['Services', 'Company', 'Legal']) {
      await expect(footer.getByText(heading, { exact: true })).toBeVisible();
    }
    for (const item of [
      'Branding',
      'Design',
      'Marketing',
      'Advertisement',
      'About us',
      'Contact',
      'Jobs',
      'Press kit',
      'Terms of use',
      'Privacy policy',
      'Cookie policy',
    ]) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('2023');
    await expect(footer).toContainText('2022');
  });

  test('the home page shows the six categories from the API, each opening the listing', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { name: texts.home.categoriesHeading });
    await expect(heading).toBeVisible();
    for (const category of ['cat', 'dog', 'bird', 'rabbit', 'fish', 'domestic']) {
      await expect(
        page.locator(`a[href="/petListing?category=${category}"]`).first(),
      ).toBeVisible();
    }
  });

  test('the avatar menu says the visitor is not signed in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByText(texts.nav.notLoggedIn)).toBeVisible();
    await expect(page.getByRole('link', { name: texts.nav.dashboard })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.nav.logOut })).toBeVisible();
  });

  test('a menu opened before the scripts ran stays open once they have', async ({ page }) => {
    const releaseScripts = await openBeforeScripts(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open account menu' });
    await menuButton.click();
    await expect(page.getByRole('button', { name: texts.nav.logOut })).toBeVisible();
    await releaseScripts();
    // The scripts have taken the menu over when it says it is open; it is still open.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: texts.nav.logOut })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: texts.nav.logOut })).toBeHidden();
  });

  test('deep links load on reload', async ({ page }) => {
    const pet = await firstPet(page.request);
    const details = await page.goto(`/petDetails/${pet._id}`);
    expect(details?.status()).toBe(200);
    expect(details?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveTitle(texts.titles.login);
    await page.reload();
    await expect(page).toHaveTitle(texts.titles.login);
  });
});

test.describe('the API beside the app', () => {
  test('answers the six categories and keeps its error shape', async ({ request }) => {
    const categories = await request.get('/api/category');
    expect(categories.status()).toBe(200);
    const body = (await categories.json()) as { category: string }[];
    expect(body.map((item) => item.category)).toEqual([
      'cat',
      'dog',
      'bird',
      'rabbit',
      'fish',
      'domestic',
    ]);

    const missing = await request.get('/api/no-such-thing');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navbar links move into a dropdown', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    for (const [name, href] of [
      [texts.nav.home, '/'],
      [texts.nav.petListing, '/petListing'],
      [texts.nav.donationCampaigns, '/donationCampaigns'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
  });

  test('Pet listing and Pet details stay still as their scripts take over', async ({
    page,
    baseURL,
  }) => {
    // Every layout shift from the start, as the browser reports them (what CLS adds up).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const moved = () =>
      page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
      );
    // Signing up signs in: the browser starts with that session.
    await page.context().addCookies(await signUpViaApi(baseURL!, newAccount('Still')));

    // The filters fold behind a link in the place of the sheet's button that replaces it.
    await page.goto('/petListing');
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    expect(await moved()).toBe(0);

    // A pet with two pictures: the gallery's controls take the room its thumbnails held.
    await page.goto('/petListing?search=Domino');
    await page
      .getByRole('link', { name: /about Domino/ })
      .first()
      .click();
    await page.waitForURL(/\/petDetails\//);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Next picture' })).toBeVisible();
    expect(await moved()).toBe(0);
  });
});
