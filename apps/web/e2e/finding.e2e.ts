import { favoriteTexts, notificationTexts, texts } from '@pet-adoption/shared';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './helpers';
import { expectFocusVisible, tabTo } from './keyboard';
import { linkIn, mailTo } from './mailbox';
import { apiAs, person } from './people';

const listing = texts.petListing;

/** The count an option shows: "Small (12)" → 12. */
async function countOf(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? (await option.evaluate(labelText));
  const match = /\((\d+)\)\s*$/.exec(name);
  if (!match?.[1]) throw new Error(`No count in "${name}"`);
  return Number(match[1]);
}
const labelText = (input: Element) =>
  (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The filters: a column beside the results on a wide screen, a sheet behind a button on a phone. */
async function openFilters(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('complementary', { name: listing.filtersHeading });
  await page.getByRole('button', { name: new RegExp(`^${listing.filtersHeading}`) }).click();
  const sheet = page.getByRole('dialog', { name: listing.filtersHeading });
  await expect(sheet).toBeVisible();
  return sheet;
}

for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test.describe(`finding the right pet at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('A filters to a small dog good with children, saves the search and a favorite; B lists a match with three photos; A gets the alert and opens the gallery by keyboard', async ({
      browser,
      baseURL,
    }) => {
      const phone = width < 768;
      const viewport = { width, height };
      const a = await person(browser, baseURL!, 'Seeker', viewport);
      const b = await person(browser, baseURL!, 'Rescuer', viewport);
      const suffix = Date.now().toString(36);
      const petName = `Pepper ${suffix}`;
      // A town of this test's own, so that pets other tests list meanwhile match nobody here.
      const town = `Sylhet ${suffix}`;

      // A narrows the listing down; each choice changes the address and the other counts.
      await a.page.goto('/petListing');
      const filters = await openFilters(a.page, phone);
      const small = filters.getByRole('checkbox', { name: /^Small \(\d+\)$/ });
      const smallOfEvery = await countOf(small);
      await filters.getByRole('checkbox', { name: /^Dog \(\d+\)$/ }).check();
      await expect(a.page).toHaveURL(/category=dog/);
      await expect.poll(() => countOf(small)).toBeLessThan(smallOfEvery);
      await small.check();
      await filters
        .getByRole('checkbox', { name: new RegExp(`^${listing.flagYes('Good with children')}`) })
        .check();
      await filters.getByLabel(listing.locationLabel).fill(town);
      await expect(a.page).toHaveURL(/category=dog&size=small&goodWithChildren=yes.*&location=/);
      if (phone) await filters.getByRole('button', { name: listing.showPets }).click();
      await expect(a.page.getByRole('status').filter({ hasText: /pets? found/ })).toHaveCount(1);
      expect(await accessibilityViolations(a.page)).toEqual([]);

      // A saves the search, to hear at once.
      await a.page.getByText('Save this search').click();
      await a.page.getByLabel('As soon as a pet is listed').check();
      await a.page.getByRole('button', { name: 'Save search' }).click();
      await expect(
        a.page.getByText(/saved\. New pets that match will be sent to you/),
      ).toBeVisible();

      // None matches yet; A keeps one of the dogs as a favorite meanwhile.
      await expect(a.page.getByText(listing.noMatch)).toBeVisible();
      await a.page.goto('/petListing?category=dog');
      const heart = a.page.getByRole('button', { name: /^Save .+ to favorites$/ }).first();
      const favoriteName = /^Save (.+) to favorites$/.exec(
        (await heart.getAttribute('aria-label')) ?? '',
      )?.[1];
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(a.page.getByText(favoriteTexts.saved(favoriteName!))).toBeVisible();
      await a.page.goto('/dashboard/favorites');
      await expect(a.page.getByRole('link', { name: favoriteName! }).first()).toBeVisible();

      // B lists a small dog good with children, with three photos.
      const rescuer = await apiAs(baseURL!, b.cookies, b.account.email);
      await rescuer.post('/petListing', {
        petName,
        category: 'dog',
        petAge: 8,
        petLocation: town,
        date: '2026-11-20',
        shortDescription: 'A small, cheerful dog.',
        longDescription: 'A small, cheerful dog who loves children and long walks.',
        size: 'small',
        sex: 'female',
        goodWithChildren: 'yes',
        images: [
          { url: '/images/categories/dog.webp', alt: `${petName} sitting on the grass` },
          { url: '/images/categories/cat.webp', alt: `${petName} asleep on a blanket` },
          { url: '/images/categories/rabbit.webp', alt: `${petName} with a ball` },
        ],
      });
      await rescuer.dispose();

      // The alert reaches A, and its link opens the pet.
      const seeker = await apiAs(baseURL!, a.cookies, a.account.email);
      await expect
        .poll(async () => JSON.stringify(await seeker.get('/notifications')))
        .toContain(notificationTexts.savedSearchMatch([petName]).title);
      await seeker.dispose();
      const alert = await mailTo(
        a.account.email,
        notificationTexts.savedSearchMatch([petName]).title,
      );
      await a.page.goto(linkIn(alert, '/petDetails/[\\w-]+'));
      await expect(a.page.getByRole('heading', { name: petName }).first()).toBeVisible();

      // A goes through the pictures by keyboard.
      const gallery = a.page.getByRole('region', { name: `Pictures of ${petName}` });
      await expect(gallery.getByText('Picture 1 of 3')).toBeVisible();
      const next = gallery.getByRole('button', { name: 'Next picture' });
      await gallery.getByRole('button', { name: 'Previous picture' }).focus();
      await tabTo(a.page, next);
      await expectFocusVisible(a.page, next, 'Next picture');
      await a.page.keyboard.press('Enter');
      await expect(gallery.getByText('Picture 2 of 3')).toBeVisible();
      const thumbnails = gallery.getByRole('group', { name: 'Choose a picture' });
      // One stop for the thumbnails, the one shown; the arrow keys move between them.
      await tabTo(a.page, thumbnails.getByRole('button').nth(1));
      await a.page.keyboard.press('ArrowRight');
      await expect(gallery.getByText('Picture 3 of 3')).toBeVisible();
      await expect(thumbnails.getByRole('button').nth(2)).toBeFocused();
      await expect(thumbnails.getByRole('button').nth(2)).toHaveAttribute('aria-current', 'true');
      expect(await accessibilityViolations(a.page)).toEqual([]);
    });
  });
}
