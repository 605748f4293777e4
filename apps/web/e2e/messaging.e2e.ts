import type { Page } from '@playwright/test';
import { accountTexts, notificationTexts, texts } from '@pet-adoption/shared';
import {
  expect,
  failedToLoad,
  logIn,
  newAccount,
  signUpViaApi,
  test,
  type Account,
} from './helpers';
import { linkIn, mailTo } from './mailbox';
import { apiAs, person } from './people';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('people hear back', () => {
  test.describe.configure({ timeout: 150_000 });

  test('B and C ask for A’s pet; A hears of it and accepts B; B hears "accepted", C "declined", in the bell and by e-mail', async ({
    browser,
    baseURL,
  }) => {
    const a = await person(browser, baseURL!, 'Owner');
    const b = await person(browser, baseURL!, 'Adopter');
    const c = await person(browser, baseURL!, 'Other');
    const petName = `Moss ${Date.now().toString(36)}`;
    const ownerApi = await apiAs(baseURL!, a.cookies, a.account.email);
    const { insertedId: petId } = await ownerApi.post('/petListing', {
      image: '/images/categories/cat.webp',
      petName,
      category: 'cat',
      petAge: 14,
      petLocation: 'Rajshahi',
      date: '2026-03-01',
      shortDescription: 'A calm cat.',
      longDescription: 'A calm cat who likes a sunny window and a quiet home.',
    });
    await ownerApi.dispose();

    await a.page.goto('/');
    await expect(bell(a.page)).toHaveAccessibleName('Notifications');

    // B asks on the pet's page; C asks too.
    await b.page.goto(`/petDetails/${String(petId)}`);
    await b.page.getByRole('button', { name: texts.petDetails.adoptNow }).click();
    const dialog = b.page.getByRole('dialog', { name: `Adopt ${petName}` });
    await dialog.getByLabel('Phone Number').fill('+880 1711 000001');
    await dialog.getByLabel('Address').fill('4 Mill Lane, Rajshahi');
    await dialog.getByRole('button', { name: texts.petDetails.submit }).click();
    await expect(b.page.getByText(`Your request to adopt ${petName} was sent.`)).toBeVisible();
    const otherApi = await apiAs(baseURL!, c.cookies, c.account.email);
    await otherApi.post('/adoptionUsers', {
      petId,
      phoneNumber: '+880 1711 000002',
      address: '9 Hill Road, Rajshahi',
    });
    await otherApi.dispose();

    // A's bell counts both requests and lists them.
    await a.page.reload();
    await expect(bell(a.page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(a.page).click();
    const asked = notificationTexts.adoptionRequested(petName, b.account.name).title;
    await expect(a.page.getByRole('link', { name: asked })).toHaveCount(2);
    const askedMail = await mailTo(a.account.email, asked);
    expect(askedMail.text).toContain('/dashboard/petAdoptor');

    await a.page.goto('/dashboard/petAdoptor');
    await a.page
      .getByRole('region', { name: 'Requests for my pets' })
      .getByRole('row', { name: new RegExp(b.account.email) })
      .getByRole('button', { name: /^Accept/ })
      .click();
    await expect(a.page.getByText(`${petName} is adopted by ${b.account.name}`)).toBeVisible();

    // B: "accepted", in the bell and by e-mail.
    const accepted = notificationTexts.adoptionAccepted(petName).title;
    await b.page.goto('/');
    await expect(bell(b.page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(b.page).click();
    await expect(b.page.getByRole('link', { name: new RegExp(accepted) })).toBeVisible();
    const acceptedMail = await mailTo(b.account.email, accepted);
    expect(acceptedMail.text).toContain('/dashboard/myAdoptionRequests');
    expect(acceptedMail.headers['list-unsubscribe']).toContain(
      '/api/notification-settings/unsubscribe?token=',
    );

    // C: "declined", in the bell and by e-mail.
    const declined = notificationTexts.adoptionDeclinedAdopted(petName).title;
    await c.page.goto('/');
    await expect(bell(c.page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(c.page).click();
    await expect(c.page.getByRole('link', { name: new RegExp(declined) })).toBeVisible();
    await mailTo(c.account.email, declined);
  });

  test('a new account confirms its address, then resets a forgotten password by the e-mailed links', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(400),
      url: /\/api\/auth\/reset-password$/,
      because: 'the used link is refused at the end, on purpose',
    });
    const account: Account = newAccount('Forgetful');
    await signUpViaApi(baseURL!, account);

    const welcome = await mailTo(account.email, 'Confirm your e-mail address');
    await page.goto(linkIn(welcome, '/verifyEmail'));
    // Opening the link only asks: a mail scanner that follows it confirms nothing.
    await expect(page.getByText(accountTexts.verifyAsk)).toBeVisible();
    await page.getByRole('button', { name: accountTexts.verifyButton }).click();
    await expect(page.getByText(accountTexts.verified(account.email))).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: accountTexts.forgotLink }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: accountTexts.forgotSend }).click();
    await expect(page.getByText(accountTexts.forgotSent)).toBeVisible();

    const reset = await mailTo(account.email, 'Choose a new password');
    await page.goto(linkIn(reset, '/resetPassword'));
    await page.getByLabel(accountTexts.newPasswordLabel).fill('Brand9new!');
    await page.getByRole('button', { name: accountTexts.resetSave }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(accountTexts.resetDone)).toBeVisible();

    await logIn(page, { email: account.email, password: 'Brand9new!' });
    // The link worked once.
    await page.goto(linkIn(reset, '/resetPassword'));
    await page.getByLabel(accountTexts.newPasswordLabel).fill('Other9new!');
    await page.getByRole('button', { name: accountTexts.resetSave }).click();
    await expect(page.getByText(accountTexts.linkInvalid)).toBeVisible();
  });
});
