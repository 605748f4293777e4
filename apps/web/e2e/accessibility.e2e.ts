import type { Locator, Page } from '@playwright/test';
import { texts } from '@pet-adoption/shared';
import {
  DEMO_ADMIN,
  DEMO_USER,
  accessibilityViolations,
  expect,
  failedToLoad,
  firstCampaign,
  firstPet,
  logIn,
  test,
} from './helpers';

// Every screen of routes.ts, both roles, every dialog and the phone menus, against WCAG 2.2 A/AA
// (axe's experimental rules for those criteria included). One sign-in per role walks its
// screens; each screen is judged once it has settled. A failing screen does not stop the walk:
// the test reports every screen's violations at once.

/** The screen at `path` once its content is in: its heading, and no spinner or skeleton. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main .loading, main .skeleton')).toHaveCount(0);
}

/** Judges the page as it is now; a violation fails the test at the end, not here. */
async function judge(page: Page, where: string) {
  expect
    .soft(await accessibilityViolations(page), `WCAG 2.2 AA violations on ${where}`)
    .toEqual([]);
}

async function judgeScreen(page: Page, path: string) {
  await openScreen(page, path);
  await judge(page, path);
}

/** Judges the dialog that `open` opens, then closes it with Escape. */
async function judgeDialog(page: Page, open: Locator, name: string | RegExp, where: string) {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await judge(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Signs in and lands on `landing`. Not on Home: a pet listing opened later would draw its first
 * card from Home's larger copy in memory, leaving its own preload unused (Chromium warns).
 */
async function signIn(
  page: Page,
  account: { email: string; password: string },
  landing = '/dashboard/addPet',
) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(landing)}`);
  await logIn(page, account);
  await expect(page).toHaveURL(landing);
}

/** The `href` of the first link on the page whose address starts with `prefix`. */
async function firstHref(page: Page, prefix: string) {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`No link to ${prefix}… on ${page.url()}`);
  return href;
}

test.describe('every screen meets WCAG 2.2 AA (axe)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('signed out: the public screens, the forms, the 404 and the sign-in popup', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(404),
      url: /\/no\/such\/page$/,
      because: 'the 404 page answers 404, as it should',
    });
    consoleGuard.allow({
      text: /^Scripts may close only the windows that were opened by them\.$/,
      because: 'the popup-done screen, opened as a tab and not as a popup, tries to close itself',
    });
    const pet = await firstPet(page.request);
    const campaign = await firstCampaign(page.request);
    for (const path of [
      '/',
      `/petDetails/${pet._id}`,
      `/campaingsDetails/${campaign._id}`,
      '/login',
      '/signUp',
      '/contact',
      '/accessibility',
      '/forgotPassword',
      // The e-mailed links' pages: the new-password form, and a link that does not work.
      '/resetPassword?token=made-up',
      '/verifyEmail?token=made-up',
      '/stillAvailable?token=made-up',
      '/no/such/page',
    ]) {
      await judgeScreen(page, path);
    }

    // The forms with every message showing.
    await openScreen(page, '/signUp');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('link', { name: texts.register.nameRequired })).toBeVisible();
    await judge(page, '/signUp with its messages');
    await openScreen(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('link', { name: 'Write your message.' })).toBeVisible();
    await judge(page, '/contact with its messages');

    // The account menu, signed out.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByText(texts.nav.notLoggedIn)).toBeVisible();
    await judge(page, 'the account menu, signed out');

    // The popup's two screens as they stay: when the sign-in cannot start, and when the provider
    // sent the person back with an error (opened here as a tab, it cannot close itself).
    await openScreen(page, '/auth/popup/nosuch');
    await judge(page, 'the sign-in popup');
    await openScreen(page, '/auth/popup-done?error=access_denied');
    await judge(page, 'the sign-in popup, back from the provider');
  });

  test('a user: the listings, the details with their dialogs, every dashboard screen', async ({
    page,
  }) => {
    await signIn(page, DEMO_USER);
    await judgeScreen(page, '/petListing');
    await openScreen(page, '/petListing?category=cat&search=a');
    await judge(page, '/petListing filtered');
    await judgeScreen(page, '/donationCampaigns');

    const pet = await firstPet(page.request);
    await judgeScreen(page, `/petDetails/${pet._id}`);
    await judgeDialog(
      page,
      page.getByRole('button', { name: texts.petDetails.adoptNow }),
      `Adopt ${pet.petName}`,
      'the adopt dialog',
    );
    const campaign = await firstCampaign(page.request);
    await judgeScreen(page, `/campaingsDetails/${campaign._id}`);
    await judgeDialog(
      page,
      page.getByRole('button', { name: texts.campaigns.donateNow }),
      `Donate to ${campaign.petName}`,
      'the donate dialog',
    );

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByText(DEMO_USER.email)).toBeVisible();
    await judge(page, 'the account menu, signed in');

    for (const path of [
      '/dashboard/addPet',
      '/dashboard/createDonationCampaign',
      `/dashboard/payment?campaign=${campaign._id}`,
      '/dashboard/paymentHistory',
      '/dashboard/petAdoptor',
      '/dashboard/myAdoptionRequests',
      '/dashboard/notifications',
      '/dashboard/settings',
      '/dashboard/profile',
      '/dashboard/applicationSettings',
      '/dashboard/adopterProfile',
      `/dashboard/statements/${new Date().getUTCFullYear()}`,
      // The adopter's Share a happy tail form (anyone signed in may open it).
      `/petDetails/${pet._id}/happyTail`,
    ]) {
      await judgeScreen(page, path);
    }
    // A gift's receipt, as its payment history links it.
    await openScreen(page, '/dashboard/paymentHistory');
    await judgeScreen(page, await firstHref(page, '/receipts/'));

    // The forms with every message showing.
    await openScreen(page, '/dashboard/addPet');
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await expect(page.getByRole('link', { name: texts.fieldRequired('Pet Name') })).toBeVisible();
    await judge(page, '/dashboard/addPet with its messages');

    await judgeScreen(page, '/dashboard/myAddedPets');
    await judgeDialog(
      page,
      page.getByRole('button', { name: /^Delete\b/ }).first(),
      texts.confirmDelete.title,
      'the confirm-delete dialog',
    );
    await judgeScreen(page, await firstHref(page, '/dashboard/updatePetUser/'));

    // The demo user has no campaign of their own: the admin's walk opens that table's dialog.
    await judgeScreen(page, '/dashboard/myDonationCampaign');
  });

  test('an admin: the admin screens and their dialogs, and Payment history with every donation', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN);
    const adminMenu = page.getByRole('heading', { name: texts.dashboard.adminHeading });

    await openScreen(page, '/dashboard/makeAdmin');
    await expect(adminMenu).toBeVisible();
    await judge(page, '/dashboard/makeAdmin');
    await judgeDialog(
      page,
      page.getByRole('button', { name: /^Ban\b/ }).first(),
      /^Ban .+\?$/,
      'the confirm-ban dialog',
    );

    await judgeScreen(page, '/dashboard/manageAllPets');
    await judgeScreen(page, await firstHref(page, '/dashboard/updatePet/'));

    await judgeScreen(page, '/dashboard/allDonations');
    await judgeDialog(
      page,
      page.getByRole('button', { name: /^Donations for / }).first(),
      /^Donations for /,
      "a campaign's donations dialog",
    );
    await judgeScreen(page, await firstHref(page, '/dashboard/updateDonation/'));
    await judgeScreen(page, '/dashboard/contactMessages');
    await judgeScreen(page, '/dashboard/auditLog');
    await judgeScreen(page, '/dashboard/shelterDetails');
    // A campaign's books and news as the people who keep them see them, and their forms.
    const kept = await firstCampaign(page.request);
    await judgeScreen(page, `/campaingsDetails/${kept._id}`);
    await judgeScreen(page, `/dashboard/recordExpense/${kept._id}`);
    await judgeScreen(page, `/dashboard/postCampaignUpdate/${kept._id}`);

    await judgeScreen(page, '/dashboard/myDonationCampaign');
    await judgeDialog(
      page,
      page.getByRole('button', { name: /^View Donator\b/ }).first(),
      /^Donators for /,
      'the donators dialog',
    );
    await judgeScreen(page, await firstHref(page, '/dashboard/updateDonationCampaign/'));

    // The screens both roles share are the user's walk's components; for an admin only the menu,
    // judged on every screen above, and Payment history (every donation, each with Refund) differ.
    await openScreen(page, '/dashboard/paymentHistory');
    await expect(page.getByRole('button', { name: /^Refund / }).first()).toBeVisible();
    await judge(page, '/dashboard/paymentHistory (admin)');
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the navbar menu, the account menu and the dashboard menu', async ({ page }) => {
      await openScreen(page, '/');
      await judge(page, '/ on a phone');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: texts.nav.petListing })).toBeVisible();
      await judge(page, 'the navbar menu on a phone');

      await signIn(page, DEMO_USER);
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await expect(page.getByText(DEMO_USER.email)).toBeVisible();
      await judge(page, 'the account menu on a phone');

      await openScreen(page, '/dashboard/myAddedPets');
      await judge(page, '/dashboard/myAddedPets on a phone');
      await page.getByRole('button', { name: 'Dashboard menu' }).click();
      await expect(page.getByRole('button', { name: 'Close dashboard menu' })).toBeFocused();
      await judge(page, 'the dashboard menu on a phone');
    });
  });
});

test.describe('reflow (WCAG 1.4.10): at 320 px, which is 1280 px at 400 % zoom', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ timeout: 150_000 });

  /** How far the page reaches past the screen's right edge (tables scroll in their own box). */
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('no screen needs scrolling sideways, signed out or in', async ({ page, consoleGuard }) => {
    consoleGuard.allow({
      text: failedToLoad(404),
      url: /\/no\/such\/page$/,
      because: 'the 404 page answers 404, as it should',
    });
    const pet = await firstPet(page.request);
    const campaign = await firstCampaign(page.request);
    const overflowing: string[] = [];
    const check = async (path: string) => {
      await openScreen(page, path);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
    };

    for (const path of [
      '/',
      `/petDetails/${pet._id}`,
      `/campaingsDetails/${campaign._id}`,
      '/login',
      '/signUp',
      '/contact',
      '/accessibility',
      '/forgotPassword',
      // The e-mailed links' pages: the new-password form, and a link that does not work.
      '/resetPassword?token=made-up',
      '/verifyEmail?token=made-up',
      '/stillAvailable?token=made-up',
      '/no/such/page',
    ]) {
      await check(path);
    }
    await signIn(page, DEMO_USER);
    for (const path of [
      '/dashboard/addPet',
      '/dashboard/createDonationCampaign',
      '/dashboard/myAddedPets',
      '/dashboard/myDonationCampaign',
      `/dashboard/payment?campaign=${campaign._id}`,
      '/dashboard/paymentHistory',
      '/dashboard/petAdoptor',
      '/dashboard/myAdoptionRequests',
    ]) {
      await check(path);
    }
    expect(overflowing).toEqual([]);
  });
});
