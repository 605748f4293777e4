import { accountTexts, texts } from '@pet-adoption/shared';
import {
  DEMO_USER,
  expect,
  failedToLoad,
  newAccount,
  openBeforeScripts,
  REFUSED_FORM,
  signUpViaApi,
  test,
} from './helpers';
import { linkIn, mailTo } from './mailbox';
import { apiAs } from './people';

/**
 * Forms sent the browser's own way: with JavaScript off, and with scripts on but sent before
 * they have run (a password manager's quick Enter on a slow phone). Each goes to its page's route
 * action and answers as the app does with scripts.
 */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Login signs in and says so on the page it lands on; a wrong password keeps the e-mail; Log Out signs out', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_FORM);
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('Wrong#999');
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText('That e-mail and password do not match an account.');
    await expect(refusal).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: texts.login.success })).toBeFocused();
    await page.getByRole('button', { name: 'Open account menu' }).focus();
    await expect(page.getByText(DEMO_USER.email, { exact: true })).toBeAttached();

    // The account menu opens and Log Out signs out, all without the script.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: texts.nav.logOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: texts.logOut.success })).toBeFocused();
    await expect(page.getByText(texts.nav.notLoggedIn)).toBeAttached();
  });

  test('on a phone, the dashboard menu opens and leads to another screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/myAddedPets');
    const favorites = page.getByRole('link', { name: 'My favorites' });
    await expect(favorites).toBeHidden();
    await page.getByRole('link', { name: 'Dashboard menu' }).click();
    await expect(favorites).toBeVisible();
    await page.getByRole('link', { name: 'Close dashboard menu' }).click();
    await expect(favorites).toBeHidden();
    await page.getByRole('link', { name: 'Dashboard menu' }).click();
    await favorites.click();
    await expect(page).toHaveURL(/\/dashboard\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  });

  test("Register shows the brief's messages in a summary that takes focus, then creates the account", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_FORM);
    const account = newAccount('Nojs');
    await page.goto('/signUp');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('ab#1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveTitle(`Error: ${texts.titles.signUp}`);
    const summary = page.getByRole('heading', { name: texts.forms.errorSummary }).locator('..');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: texts.register.nameRequired }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByText(texts.register.passwordLength).first()).toBeVisible();

    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Photo URL').fill(account.photoURL);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // The browser keeps the summary link's #fragment over the redirect.
    await expect(page).toHaveURL(/\/(#.*)?$/);
    await expect(page).toHaveTitle(texts.titles.home);
    await expect(page.getByText(account.email, { exact: true })).toBeAttached();
  });

  test('an e-mailed link confirms nothing until its button is pressed: the address, then a new one', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('Linked');
    const cookies = await signUpViaApi(baseURL!, account);
    const welcome = await mailTo(account.email, 'Confirm your e-mail address');
    const verifyLink = linkIn(welcome, '/verifyEmail');
    // Opened twice, as a mail scanner and then the person would: the first opening did nothing.
    await page.goto(verifyLink);
    await page.goto(verifyLink);
    await expect(page.getByText(accountTexts.verifyAsk)).toBeVisible();
    await page.getByRole('button', { name: accountTexts.verifyButton }).click();
    await expect(page.getByText(accountTexts.verified(account.email))).toBeVisible();

    const api = await apiAs(baseURL!, cookies, account.email);
    const newEmail = `moved-${account.email}`;
    await api.post('/account/change-email', {
      email: newEmail,
      currentPassword: account.password,
    });
    await api.dispose();
    const confirm = await mailTo(newEmail, 'Confirm your new e-mail address');
    await page.goto(linkIn(confirm, '/confirmEmail'));
    await expect(page.getByText(accountTexts.confirmAsk)).toBeVisible();
    await page.getByRole('button', { name: accountTexts.confirmButton }).click();
    await expect(page.getByText(accountTexts.emailChanged(newEmail))).toBeVisible();
    // The old address is told, with a way back.
    const told = await mailTo(account.email, 'Your e-mail address was changed');
    expect(linkIn(told, '/revertEmail')).toMatch(/token=/);
  });

  test('Contact Us sends the message and thanks the sender', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Rosa Park');
    await page.getByLabel('Your e-mail').fill('rosa@example.com');
    await page.getByLabel('Message', { exact: true }).fill('A private note about my dog.');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Back on the form, with no name, address or message in the URL (or the server's log of it).
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you, Rosa Park.' }),
    ).toBeFocused();
  });
});

test.describe('with scripts on, sent before they have run', () => {
  test('Login signs in; once the scripts run the page has its access token', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(401),
      because: 'the scripts ask for a token before knowing the visitor is signed in',
    });
    const releaseScripts = await openBeforeScripts(page, '/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await page.waitForURL(/\/$/, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status').filter({ hasText: texts.login.success })).toBeVisible();
    await releaseScripts();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('access-token')), { timeout: 20_000 })
      .toBeTruthy();
  });

  test('Register keeps what was typed before the scripts ran', async ({ page }) => {
    const releaseScripts = await openBeforeScripts(page, '/signUp');
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early-register@example.com');
    await releaseScripts();
    // Once React has taken the page over (fixtures.ts marks it), Register checks the form
    // itself: the fields left empty are named, and what was typed is still there.
    await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('link', { name: texts.fieldRequired('Password') })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Early Bird');
    await expect(page.getByLabel('Email')).toHaveValue('early-register@example.com');
  });

  test('Contact Us sends the message, whatever the scripts are doing', async ({ page }) => {
    const releaseScripts = await openBeforeScripts(page, '/contact');
    await page.getByLabel('Your name').fill('Early Bird');
    await page.getByLabel('Your e-mail').fill('early@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Sent before the page woke up.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/contact$/, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Thank you, Early Bird.')).toBeVisible();
    await releaseScripts();
  });
});

test.describe('focus while a form is on its way (WCAG 2.4.3)', () => {
  test('a refused Login keeps focus in the form, never on the page body', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({ text: failedToLoad(401), because: 'the password is wrong on purpose' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('Wrong#999');
    await page.getByRole('button', { name: texts.login.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'That e-mail and password do not match an account.',
    );
    await expect(page.getByRole('button', { name: texts.login.submit })).toBeFocused();
  });

  test('a sent Contact Us message takes focus to the thanks', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Focus Fran');
    await page.getByLabel('Your e-mail').fill('fran@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Where do I bring old blankets?');
    await page.getByRole('button', { name: 'Send message' }).press('Enter');
    await expect(page.getByText('Thank you, Focus Fran.')).toBeFocused();
  });
});
