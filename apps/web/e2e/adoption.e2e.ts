import type { Browser, Page } from '@playwright/test';
import { adoptionTexts, texts } from '@pet-adoption/shared';
import {
  expect,
  logIn,
  newAccount,
  accessibilityViolations,
  signUpViaApi,
  test,
  type Account,
  PNG,
} from './helpers';

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, account);
  return page;
}

/** Calls the API from the page with its access token (setup steps the story does not test). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('access-token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

// The shared check waits for a toast or dialog to finish fading in: axe judges the settled screen.
async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test.describe('adoption', () => {
  test.describe.configure({ timeout: 150_000 });

  test('A adds a pet with a photo, B asks to adopt, A accepts, the pet leaves the listing', async ({
    browser,
    baseURL,
  }) => {
    const a = newAccount('Owner');
    const b = newAccount('Adopter');
    await signUpViaApi(baseURL!, a);
    await signUpViaApi(baseURL!, b);
    const petName = `Pip ${Date.now().toString(36)}`;

    // A adds a pet.
    const pageA = await signedInPage(browser, a);
    await pageA.goto('/dashboard/addPet');
    await pageA.getByRole('button', { name: 'Add Pet' }).click();
    await expect(pageA.getByRole('link', { name: texts.fieldRequired('Pet Name') })).toBeVisible();
    await expectAccessible(pageA);

    await pageA.getByLabel('Add pictures').setInputFiles({
      name: 'pip.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await pageA.getByLabel('Description of picture 1').fill('A rabbit on the grass');
    await expect(pageA.getByRole('link', { name: texts.fieldRequired('Image') })).toBeHidden();
    await pageA.getByLabel('Pet Name').fill(petName);
    await pageA.getByLabel('Category').selectOption('rabbit');
    await pageA.getByLabel('Age (months)').fill('8');
    await pageA.getByLabel('Location').fill('Sylhet');
    await pageA.getByLabel('Date').fill('2026-01-10');
    await pageA.getByLabel('Short Description').fill('A small, curious rabbit who loves carrots.');
    await pageA
      .getByLabel('Long Description')
      .fill('Pip is a curious rabbit. He is litter trained and loves carrots and quiet evenings.');
    await pageA.getByRole('button', { name: 'Add Pet' }).click();
    await expect(pageA.getByText(`${petName} was added`)).toBeVisible();
    await expect(pageA).toHaveURL(/\/dashboard\/myAddedPets$/);
    const ownRow = pageA.getByRole('row', { name: new RegExp(petName) });
    await expect(ownRow.getByText('Available')).toBeVisible();
    await expectAccessible(pageA);

    // The pet is in the listing, by name and by category.
    await pageA.goto('/petListing');
    await pageA.getByLabel(texts.petListing.nameLabel).fill(petName);
    await pageA.getByRole('button', { name: texts.petListing.searchButton }).first().click();
    await expect(pageA).toHaveURL(/search=/);
    await expect(pageA.getByRole('heading', { name: petName })).toBeVisible();
    await pageA.getByRole('link', { name: 'Clear filters' }).click();
    await pageA.getByLabel(texts.petListing.categoryLabel).selectOption('rabbit');
    await pageA.getByRole('button', { name: texts.petListing.searchButton }).nth(1).click();
    await expect(pageA).toHaveURL(/category=rabbit/);
    await expect(pageA.getByRole('heading', { name: petName })).toBeVisible();
    await expectAccessible(pageA);

    // B asks to adopt.
    const pageB = await signedInPage(browser, b);
    await pageB.goto(`/petListing?search=${encodeURIComponent(petName)}`);
    await pageB.getByRole('link', { name: `Details about ${petName}` }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: petName })).toBeVisible();
    await expectAccessible(pageB);
    await pageB.getByRole('button', { name: texts.petDetails.adoptNow }).click();
    const dialog = pageB.getByRole('dialog', { name: `Adopt ${petName}` });
    await dialog.getByLabel('Phone Number').fill('+880 1711 000000');
    await dialog.getByLabel('Address').fill('12 Lake Road, Dhaka');
    await dialog.getByRole('button', { name: texts.petDetails.submit }).click();
    await expect(pageB.getByText(`Your request to adopt ${petName} was sent.`)).toBeVisible();

    // A accepts.
    await pageA.goto('/dashboard/petAdoptor');
    const requestRow = pageA
      .getByRole('region', { name: 'Requests for my pets' })
      .getByRole('row', { name: new RegExp(petName) });
    await expect(requestRow.getByText(b.email)).toBeVisible();
    await expect(requestRow.getByText('12 Lake Road, Dhaka')).toBeVisible();
    await expectAccessible(pageA);
    await requestRow.getByRole('button', { name: /^Accept/ }).click();
    await expect(pageA.getByText(`${petName} is adopted by ${b.name}`)).toBeVisible();

    // Adopted: shown so in A's table, gone from the public listing, and B sees the status.
    await pageA.goto('/dashboard/myAddedPets');
    await expect(
      pageA.getByRole('row', { name: new RegExp(petName) }).getByText('Adopted', { exact: true }),
    ).toBeVisible();
    await expectAccessible(pageA);
    await pageB.goto(`/petListing?search=${encodeURIComponent(petName)}`);
    await expect(pageB.getByText(/No pets match/)).toBeVisible();
    await pageB.goto('/dashboard');
    await pageB.getByRole('link', { name: texts.adoptionRequests.sentHeading }).click();
    await expect(pageB).toHaveURL(/\/dashboard\/myAdoptionRequests$/);
    await expect(
      pageB
        .getByRole('region', { name: texts.adoptionRequests.sentHeading })
        .getByRole('row', { name: new RegExp(petName) })
        // The status's badge, before the timeline's step of the same name.
        .getByText(adoptionTexts.statusLabels.accepted, { exact: true })
        .first(),
    ).toBeVisible();
    await expectAccessible(pageB);
  });

  test("A rejects B's request: 'Request has been deleted'; B sees it declined", async ({
    browser,
    baseURL,
  }) => {
    const a = newAccount('Owner');
    const b = newAccount('Adopter');
    await signUpViaApi(baseURL!, a);
    await signUpViaApi(baseURL!, b);
    const petName = `Rex ${Date.now().toString(36)}`;

    const pageA = await signedInPage(browser, a);
    const created = await apiCall(pageA, 'POST', '/petListing', {
      image: '/images/categories/dog.webp',
      petName,
      category: 'dog',
      petAge: 20,
      petLocation: 'Khulna',
      date: '2026-02-01',
      shortDescription: 'A loyal dog.',
      longDescription: 'A loyal dog who loves long walks.',
    });
    expect(created.status).toBeLessThan(300);
    const petId = (created.json as { insertedId: string }).insertedId;

    const pageB = await signedInPage(browser, b);
    const asked = await apiCall(pageB, 'POST', '/adoptionUsers', {
      petId,
      phoneNumber: '01811000000',
      address: '3 River Street, Khulna',
    });
    expect(asked.status).toBeLessThan(300);

    await pageA.goto('/dashboard/petAdoptor');
    const row = pageA
      .getByRole('region', { name: 'Requests for my pets' })
      .getByRole('row', { name: new RegExp(petName) });
    await row.getByRole('button', { name: /^Reject/ }).click();
    await expect(pageA.getByText(texts.dashboard.requestDeleted)).toBeVisible();
    await expect(row).toBeHidden();
    // It stays off A's list after a reload.
    await pageA.reload();
    await expect(
      pageA.getByRole('region', { name: 'Requests for my pets' }).getByText(petName),
    ).toBeHidden();

    // B is told: their request is declined.
    await pageB.goto('/dashboard/myAdoptionRequests');
    await expect(
      pageB
        .getByRole('region', { name: texts.adoptionRequests.sentHeading })
        .getByRole('row', { name: new RegExp(petName) })
        // The status's badge, before the timeline's step of the same name.
        .getByText(adoptionTexts.statusLabels.declined, { exact: true })
        .first(),
    ).toBeVisible();

    // Still available: B can see it in the listing.
    await pageB.goto(`/petListing?search=${encodeURIComponent(petName)}`);
    await expect(pageB.getByRole('heading', { name: petName })).toBeVisible();
  });
});
