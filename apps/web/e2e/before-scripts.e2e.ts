import type { Page } from '@playwright/test';
import { texts, type Pet } from '@pet-adoption/shared';
import { expect, openBeforeScripts, PNG, test } from './helpers';
import { apiAs, person } from './people';

/**
 * Whatever a person typed, chose or opened in the server's HTML, before the page's scripts took
 * it over, is still typed, chosen and open once they have: every form is filled in with its
 * scripts held back, then the scripts run, and every field is read again.
 */

type FieldState = { field: string; value: string; checked: boolean };

/** Every field of the page's forms, as a person filled it in. */
const fieldsOf = (page: Page) =>
  page.locator('main form').evaluateAll((forms) =>
    forms.flatMap((form, formIndex) =>
      [...(form as HTMLFormElement).elements].flatMap((element): FieldState[] => {
        if (
          !(element instanceof HTMLInputElement) &&
          !(element instanceof HTMLTextAreaElement) &&
          !(element instanceof HTMLSelectElement)
        )
          return [];
        if (element instanceof HTMLInputElement && ['hidden', 'file'].includes(element.type))
          return [];
        // A control only the page without scripts has (a picture's position box).
        if (element.hasAttribute('data-plain-only')) return [];
        const checked = element instanceof HTMLInputElement && element.checked;
        return [
          {
            field: `form ${formIndex + 1} ${element.name || element.id}`,
            value: element.value,
            checked,
          },
        ];
      }),
    ),
  );

const EARLY_VALUES: Record<string, string> = {
  number: '7',
  date: '2026-03-04',
  email: 'early@example.test',
  tel: '+880 1711 000009',
  url: 'https://example.test/early',
};

/** Types into, picks and ticks every field a person can reach, as fast as a person could. */
async function fillEverything(page: Page) {
  const controls = page.locator(
    'main form :is(input, textarea, select):visible:not([type=hidden], [type=file], [type=submit], [readonly], [disabled], [data-plain-only])',
  );
  const count = await controls.count();
  expect(count, `${page.url()} has a form to fill in`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const { tag, type } = await control.evaluate((element) => ({
      tag: element.tagName.toLowerCase(),
      type: (element as HTMLInputElement).type,
    }));
    if (tag === 'select') {
      const values = await control
        .locator('option:not([disabled])')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        );
      const last = values.at(-1);
      if (last !== undefined) await control.selectOption(last);
    } else if (type === 'checkbox' || type === 'radio') {
      await control.click();
    } else if (type === 'password') {
      await control.fill('Early1day!');
    } else if (type !== 'range' && type !== 'color') {
      await control.fill(EARLY_VALUES[type] ?? `Typed early ${index + 1}`);
    }
  }
}

/** Fills in `path` before its scripts run, lets them run, and compares every field. */
async function fillBeforeScripts(page: Page, path: string) {
  const releaseScripts = await openBeforeScripts(page, path);
  await fillEverything(page);
  const typed = await fieldsOf(page);
  await releaseScripts();
  await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
  // Effects run after hydration, and queries the page made settle, before fields are read again.
  await page.waitForLoadState('networkidle');
  expect.soft(await fieldsOf(page), `the fields of ${path} after its scripts ran`).toEqual(typed);
}

test.describe('filled in before the scripts run', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the forms of someone signed out', async ({ page }) => {
    for (const path of ['/login', '/signUp', '/forgotPassword', '/contact']) {
      await fillBeforeScripts(page, path);
    }
  });

  test('the forms of the dashboard and of a pet', async ({ browser, baseURL }) => {
    const { page, account, cookies } = await person(browser, baseURL!, 'Early');
    const api = await apiAs(baseURL!, cookies, account.email);
    const { insertedId: campaignId } = await api.post('/campaigns', {
      image: await api.upload('early-fund.png', PNG),
      petName: `Early fund ${Date.now().toString(36)}`,
      maximumDonation: 200,
      highestTotal: 20,
      lastDate: '2099-12-31',
      shortDescription: 'Care for the cats.',
      longDescription: 'Food, litter and a vet visit for the cats waiting for a home.',
    });
    const { insertedId: petId } = await api.post('/petListing', {
      image: '/images/categories/cat.webp',
      petName: `Early ${Date.now().toString(36)}`,
      category: 'cat',
      petAge: 10,
      petLocation: 'Dhaka',
      date: '2026-04-01',
      shortDescription: 'A curious cat.',
      longDescription: 'A curious cat who climbs every shelf and sleeps in the sun.',
    });
    await api.dispose();
    // A demo pet that takes applications, listed by someone else.
    const [someoneElses] = (await (
      await page.request.get('/api/petListing?search=Domino&limit=1')
    ).json()) as Pet[];
    if (!someoneElses) throw new Error('The demo pets include Domino.');
    for (const path of [
      '/dashboard/addPet',
      `/dashboard/updatePetUser/${String(petId)}`,
      '/dashboard/createDonationCampaign',
      `/dashboard/updateDonationCampaign/${String(campaignId)}`,
      `/dashboard/recordExpense/${String(campaignId)}`,
      `/dashboard/postCampaignUpdate/${String(campaignId)}`,
      '/dashboard/profile',
      '/dashboard/settings',
      '/dashboard/adopterProfile',
      '/dashboard/applicationSettings',
      `/petDetails/${someoneElses._id}/adopt`,
      `/petDetails/${someoneElses._id}/happyTail`,
    ]) {
      await fillBeforeScripts(page, path);
    }
  });
});

test('the pet listing keeps a name and a category chosen before its scripts ran', async ({
  browser,
  baseURL,
}) => {
  const { page } = await person(browser, baseURL!, 'Seeker');
  // Not every box of the filters: each one ticked changes which others the results offer.
  const releaseScripts = await openBeforeScripts(page, '/petListing');
  await page.getByLabel(texts.petListing.nameLabel).fill('Dom');
  await page.getByLabel(texts.petListing.categoryLabel).selectOption('dog');
  await releaseScripts();
  await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel(texts.petListing.nameLabel)).toHaveValue('Dom');
  await expect(page.getByLabel(texts.petListing.categoryLabel)).toHaveValue('dog');
});

test('Update pet takes a picture removed before its scripts ran', async ({ browser, baseURL }) => {
  const { page, account, cookies } = await person(browser, baseURL!, 'Remover');
  const api = await apiAs(baseURL!, cookies, account.email);
  const { insertedId: petId } = await api.post('/petListing', {
    image: '/images/categories/rabbit.webp',
    petName: `Early ${Date.now().toString(36)}`,
    category: 'rabbit',
    petAge: 6,
    petLocation: 'Dhaka',
    date: '2026-04-01',
    shortDescription: 'A calm rabbit.',
    longDescription: 'A calm rabbit who likes hay, quiet rooms and gentle hands.',
  });
  await api.dispose();
  const releaseScripts = await openBeforeScripts(page, `/dashboard/updatePetUser/${String(petId)}`);
  await page.getByLabel('Remove picture 1').check();
  await releaseScripts();
  await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
  // The scripts' rows start without it: the pet has no picture until another is added.
  await expect(page.getByLabel('Description of picture 1')).toBeHidden();
  await expect(page.getByLabel('Add pictures')).toBeVisible();
});

test.describe('opened before the scripts run, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navbar menu and the dashboard menu stay open', async ({ browser, baseURL }) => {
    const { page } = await person(browser, baseURL!, 'Menus', { width: 375, height: 740 });
    let releaseScripts = await openBeforeScripts(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const listing = page.getByRole('link', { name: texts.nav.petListing, exact: true });
    await expect(listing).toBeVisible();
    await releaseScripts();
    await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(listing).toBeVisible();

    releaseScripts = await openBeforeScripts(page, '/dashboard/myAddedPets');
    await page.getByRole('link', { name: 'Dashboard menu' }).click();
    const favorites = page.getByRole('link', { name: 'My favorites' });
    await expect(favorites).toBeVisible();
    await releaseScripts();
    await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
    await page.waitForLoadState('networkidle');
    await expect(favorites).toBeVisible();
  });
});
