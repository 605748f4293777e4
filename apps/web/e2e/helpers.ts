import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { texts, type Campaign, type Pet } from '@pet-adoption/shared';
import { failedToLoad } from './fixtures';

export { accessibilityViolations } from './axe';
export { expect, failedToLoad, test, type ConsoleGuard, type ExpectedMessage } from './fixtures';

/** Whoever signs up with this e-mail is an admin (the servers run with ADMIN_EMAILS set to it). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@petadoption.test';

/**
 * The demo people the server seeds outside production (apps/server/src/db/seed.ts). They own
 * pets, campaigns and donations, so their screens show full tables. Tests only look with them:
 * whatever a test changes, it changes as a person of its own (newAccount).
 */
export const DEMO_USER = { email: 'user@petadoption.test', password: 'User@1234' };
export const DEMO_ADMIN = { email: 'admin@petadoption.test', password: 'Admin@123' };

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
  // Signing up signs in: the session's cookies, for a browser to start signed in without a
  // sign-in of its own (the server allows each address a few dozen of those a quarter-hour).
  const { cookies } = await context.storageState();
  await context.dispose();
  return cookies;
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

/** Opens `path` with every script held back until `release()`: the page is the server's HTML. */
export async function openBeforeScripts(page: Page, path: string) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    // A script the page asked for before it was left has been dropped with it.
    await route.continue().catch(() => undefined);
  });
  // Not page.goto, which waits for the page's scripts to take over: a page of the site that is
  // not HTML first, then the browser's own navigation.
  await page.goto('/api/health');
  await page.evaluate((url) => {
    window.location.href = url;
  }, path);
  await page.waitForURL(`**${path}`, { waitUntil: 'domcontentloaded' });
  return () => {
    release();
    return page.unroute(/\.js(\?.*)?$/);
  };
}

/** A refused form comes back with status 400, which Chromium logs. */
export const REFUSED_FORM = {
  text: failedToLoad(400),
  because: 'a refused form comes back as its page with status 400',
};

/**
 * Starts noting every status and alert message the page shows from now on, and returns a
 * function reading them. A toast lasts seconds, a busy machine's polling may miss it; the notes
 * keep it, and show on failure what the page said instead.
 */
export async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Reflect.set(window, '__e2eAnnounced', seen);
    const live = '[role="status"], [role="alert"]';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : null;
        const changed = [...mutation.addedNodes].filter((node) => node instanceof Element);
        const regions = changed.flatMap((node) => [
          ...(node.matches(live) ? [node] : []),
          ...node.querySelectorAll(live),
        ]);
        const within = target?.closest(live);
        if (within && mutation.type === 'characterData') regions.push(within);
        for (const region of regions) {
          const text = region.textContent?.trim();
          if (text) seen.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => Reflect.get(window, '__e2eAnnounced') as string[]);
}

/** A 2×2 red PNG: a real picture for the server to decode, uploaded in a blink. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG as a file chosen in a picture field. */
export const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
