import { texts } from '@pet-adoption/shared';
import type { Page } from '@playwright/test';
import {
  expect,
  firstPet,
  logIn,
  newAccount,
  openBeforeScripts,
  signUpViaApi,
  test,
  type Account,
} from './helpers';

/**
 * The forms about records sent the browser's own way: with JavaScript off, and with scripts on
 * but sent before they have run. Adopt Now, the pet listing's search, Add and Update pet, Create
 * and Update campaign each go to their page's route action and answer as the app does with
 * scripts; the payment page says that a card needs its script.
 */

/** A new person, signed up through the API. */
async function newPerson(baseURL: string, label: string): Promise<Account> {
  const account = newAccount(label);
  await signUpViaApi(baseURL, account);
  return account;
}

/** Signs in through the Login form, the browser's own way. */
async function logInWithoutScripts(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pet listing searches by name, then by category, keeping both in the address', async ({
    page,
    baseURL,
  }) => {
    await logInWithoutScripts(page, await newPerson(baseURL!, 'Seeker'));
    const pet = await firstPet(page.request);
    await page.goto('/petListing');
    await page.getByLabel(texts.petListing.nameLabel).fill(pet.petName);
    await page.getByRole('button', { name: texts.petListing.searchButton }).first().click();
    await expect(page).toHaveURL(/\/petListing\?search=[^&]+$/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(pet.petName);
    await expect(page.getByRole('link', { name: `Details about ${pet.petName}` })).toBeVisible();

    await page.getByLabel(texts.petListing.categoryLabel).selectOption(pet.category);
    await page.getByRole('button', { name: texts.petListing.searchButton }).nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/petListing\\?.*category=${pet.category}`));
    const filters = new URL(page.url()).searchParams;
    expect([filters.get('search'), filters.get('category')]).toEqual([pet.petName, pet.category]);
    await expect(page.getByLabel(texts.petListing.nameLabel)).toHaveValue(pet.petName);
    await expect(page.getByRole('link', { name: `Details about ${pet.petName}` })).toBeVisible();
  });
});

test.describe('with scripts on, sent before they have run', () => {
  test('the pet listing search works before the scripts run', async ({ page, baseURL }) => {
    await page.goto('/login');
    await logIn(page, await newPerson(baseURL!, 'Eager'));
    const pet = await firstPet(page.request);
    const releaseScripts = await openBeforeScripts(page, '/petListing');
    await page.getByLabel(texts.petListing.nameLabel).fill(pet.petName);
    await page.getByRole('button', { name: texts.petListing.searchButton }).first().click();
    await page.waitForURL(/\/petListing\?search=/, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: `Details about ${pet.petName}` })).toBeVisible();
    await releaseScripts();
  });
});
