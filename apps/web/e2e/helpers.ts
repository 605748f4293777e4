import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { texts, type Campaign, type Pet } from '@pet-adoption/shared';

export { expect, failedToLoad, test, type ConsoleGuard, type ExpectedMessage } from './fixtures';

/** Whoever signs up with this e-mail is an admin (the servers run with ADMIN_EMAILS set to it). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@petadoption.test';

/** Meets the password rule: 6–16 characters, a digit and one of !@#$%^&*. */
export const PASSWORD = 'Sunny1day!';

export type Account = { name: string; email: string; password: string; photoURL: string };

let counter = 0;
/** A fresh person per call, unique across runs and parallel workers. */
export function newAccount(label: string): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase()}-${id}@example.test`,
    password: PASSWORD,
    // A picture the server itself serves: one on a made-up host would fail to load, and log so.
    photoURL: '/images/avatars/user.webp',
  };
}

/** Creates the account straight through the API, in a context of its own (no cookies kept). */
export async function signUpViaApi(baseURL: string, account: Account) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await context.post('/api/auth/sign-up/email', {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      image: account.photoURL,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await context.dispose();
}

/** The newest pet of the public listing, read from the API. */
export async function firstPet(api: APIRequestContext): Promise<Pet> {
  const response = await api.get('/api/petListing?limit=1');
  expect(response.ok()).toBe(true);
  const [pet] = (await response.json()) as Pet[];
  if (!pet) throw new Error('The listing has no pet: the server seeds some.');
  return pet;
}

/** The newest donation campaign, read from the API. */
export async function firstCampaign(api: APIRequestContext): Promise<Campaign> {
  const response = await api.get('/api/campaigns?limit=1');
  expect(response.ok()).toBe(true);
  const [campaign] = (await response.json()) as Campaign[];
  if (!campaign) throw new Error('There is no campaign: the server seeds some.');
  return campaign;
}

/** Logs in through the Login screen and waits for the success dialog to come and go. */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByRole('dialog', { name: texts.login.success })).toBeVisible();
  await expect(page.getByRole('dialog', { name: texts.login.success })).toBeHidden();
}

/** The page's section headed `heading`. */
export const section = (page: Page, heading: string | RegExp) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading }) })
    .first();

export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  // A dialog or toast still fading in has, for that moment, text paler than it will settle
  // at: axe must judge the screen people read, not a frame of its transition.
  // Endless ones (a spinner, a skeleton's pulse) never finish: wait at most a second.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // Label in name (WCAG 2.5.3) is an experimental rule, off unless asked for: a control whose
  // accessible name leaves out its visible text cannot be reached by saying what is seen.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}
