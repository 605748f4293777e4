import { adoptionTexts, texts } from '@pet-adoption/shared';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import {
  accessibilityViolations,
  E2E_ADMIN_EMAIL,
  expect,
  newAccount,
  openBeforeScripts,
  PASSWORD,
  signUpViaApi,
  test,
  type Account,
} from './helpers';

/**
 * The dashboard tables' buttons sent the browser's own way: with JavaScript off, and with
 * scripts on but pressed before they have run. Each is a form the table's route action answers
 * with the same call and the same words as the script; a delete, a ban or a refund first asks on
 * a page of its own.
 */

type Cookies = Awaited<ReturnType<typeof signUpViaApi>>;

/** Someone signed in: their account, their session's cookies, and the API as them. */
type Person = { account: Account; cookies: Cookies; api: APIRequestContext };

/** The API as `email`, the holder of `cookies` (an access token from their session). */
async function apiAs(baseURL: string, email: string, cookies: Cookies) {
  const session = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
    storageState: { cookies, origins: [] },
  });
  const jwt = await session.post('/api/jwt', { data: { email } });
  expect(jwt.ok(), await jwt.text()).toBe(true);
  const { token } = (await jwt.json()) as { token: string };
  await session.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** A person of the test's own, signed in by signing up. */
async function newPerson(baseURL: string, label: string): Promise<Person> {
  const account = newAccount(label);
  const cookies = await signUpViaApi(baseURL, account);
  return { account, cookies, api: await apiAs(baseURL, account.email, cookies) };
}

/**
 * A name of `owner`'s own (`Nimbus 4f2k`), for a row an admin's table lists among everyone's:
 * other tests' rows never match it.
 */
const ownName = (owner: Person, name: string) => `${name} ${owner.account.name.split(' ')[1]}`;

/**
 * The servers' admin (ADMIN_EMAILS): made on first use, signed in once per server and worker
 * after, since every sign-in counts against the address's limit.
 */
const admins = new Map<string, Promise<Person>>();
function theAdmin(baseURL: string): Promise<Person> {
  let admin = admins.get(baseURL);
  if (!admin) {
    admin = signInAdmin(baseURL);
    admins.set(baseURL, admin);
  }
  return admin;
}

async function signInAdmin(baseURL: string): Promise<Person> {
  const account = {
    name: 'E2E Admin',
    email: E2E_ADMIN_EMAIL,
    password: PASSWORD,
    photoURL: '/images/avatars/admin.webp',
  };
  const made = await signUpViaApi(baseURL, account).catch(() => null);
  if (made) return { account, cookies: made, api: await apiAs(baseURL, account.email, made) };
  const session = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await session.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { cookies } = await session.storageState();
  await session.dispose();
  return { account, cookies, api: await apiAs(baseURL, account.email, cookies) };
}

/** Starts the browser signed in as `person` (their session cookie), without a page. */
async function signInBrowser(page: Page, person: Person) {
  await page.context().addCookies(person.cookies);
}

const insertedId = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { insertedId: string }).insertedId;
};

async function addPet(owner: Person, petName: string) {
  return insertedId(
    await owner.api.post('/api/petListing', {
      data: {
        image: '/images/pets/admiral.webp',
        petName,
        category: 'cat',
        petAge: 14,
        petLocation: 'Dhaka',
        date: '2026-11-01',
        shortDescription: 'A calm cat.',
        longDescription: 'A calm cat who likes windows.',
      },
    }),
  );
}

async function addCampaign(owner: Person, petName: string) {
  return insertedId(
    await owner.api.post('/api/campaigns', {
      data: {
        image: '/images/campaigns/biscuit-surgery.webp',
        petName,
        maximumDonation: 500,
        highestTotal: 50,
        lastDate: '2999-12-31',
        shortDescription: `Surgery for ${petName}.`,
        longDescription: `${petName} needs surgery to run again.`,
      },
    }),
  );
}

/** A donation as the payment screen makes it (intent, test card, record); its amount in dollars. */
async function donate(donor: Person, campaignId: string, price: number) {
  const intent = await donor.api.post('/api/create-payment-intent', {
    data: { campaignId, price },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirmed = await donor.api.post('/api/test-provider/confirm', {
    data: {
      clientSecret,
      name: donor.account.name,
      email: donor.account.email,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/99',
      cvc: '123',
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const recorded = await donor.api.post('/api/payments', {
    data: { campaignId, transactionId: paymentIntentId, price },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
}

async function askToAdopt(adopter: Person, petId: string) {
  return insertedId(
    await adopter.api.post('/api/adoptionUsers', {
      data: { petId, phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' },
    }),
  );
}

/** The sentence a form's action left for the table it landed on, which takes focus. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Adoption requests: Accept adopts, Reject declines, each said on the table', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const adopter = await newPerson(baseURL!, 'Adopter');
    await askToAdopt(adopter, await addPet(owner, 'Pebble'));
    await askToAdopt(adopter, await addPet(owner, 'Misty'));
    await signInBrowser(page, owner);

    await page.goto('/dashboard/petAdoptor');
    const pebble = page.getByRole('row').filter({ hasText: 'Pebble' });
    await pebble.getByRole('button', { name: `Accept ${adopter.account.name} for Pebble` }).click();
    await expect(page).toHaveURL(/\/dashboard\/petAdoptor$/);
    await expect(
      notice(page, texts.dashboard.requestAccepted('Pebble', adopter.account.name)),
    ).toBeFocused();
    // The status's badge, before the timeline's step of the same name.
    await expect(pebble.getByText('Accepted', { exact: true }).first()).toBeVisible();

    const misty = page.getByRole('row').filter({ hasText: 'Misty' });
    await misty.getByRole('button', { name: `Reject ${adopter.account.name} for Misty` }).click();
    await expect(notice(page, texts.dashboard.requestDeleted)).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: 'Misty' })).toHaveCount(0);
  });
  test('Requests I sent: Withdraw asks on a page of its own; Cancel keeps, Yes withdraws', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const adopter = await newPerson(baseURL!, 'Adopter');
    await askToAdopt(adopter, await addPet(owner, 'Juniper'));
    await signInBrowser(page, adopter);

    await page.goto('/dashboard/myAdoptionRequests');
    const withdraw = page.getByRole('button', { name: 'Withdraw request for Juniper' });
    await withdraw.click();
    await expect(page).toHaveURL(/\/dashboard\/myAdoptionRequests\?confirm=withdraw&id=/);
    await expect(page).toHaveTitle(/Withdraw your request for Juniper\?$/);
    const question = page.getByRole('region', { name: texts.confirmDelete.title });
    await expect(question).toHaveAccessibleDescription(
      `Withdraw your request for Juniper ${texts.confirmDelete.text}`,
    );
    await expect(question.getByRole('link', { name: texts.confirmCancel })).toBeFocused();
    await question.getByRole('link', { name: texts.confirmCancel }).click();
    await expect(page).toHaveURL(/\/dashboard\/myAdoptionRequests$/);
    await expect(page.getByRole('row').filter({ hasText: 'Juniper' })).toContainText('Pending');

    await withdraw.click();
    await page.getByRole('button', { name: adoptionTexts.withdrawConfirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/myAdoptionRequests$/);
    await expect(notice(page, adoptionTexts.withdrawn('Juniper'))).toBeFocused();
    // Withdrawn, it stays listed, with nothing left to do.
    const juniper = page.getByRole('row').filter({ hasText: 'Juniper' });
    await expect(juniper).toContainText(adoptionTexts.statusLabels.withdrawn);
    await expect(juniper.getByRole('button')).toHaveCount(0);
  });
  test('My added pets: Mark adopted, then Delete after the page that asks', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    await addPet(owner, 'Rex');
    await signInBrowser(page, owner);

    await page.goto('/dashboard/myAddedPets');
    await page.getByRole('button', { name: 'Mark adopted (Rex)' }).click();
    await expect(notice(page, texts.dashboard.petMarked('Rex', true))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: 'Rex' })).toContainText('Adopted');

    await page.getByRole('button', { name: 'Delete Rex' }).click();
    await expect(page).toHaveTitle(/Delete Rex\?$/);
    await expect(page.getByRole('link', { name: texts.confirmCancel })).toBeFocused();
    await page.getByRole('button', { name: texts.confirmDelete.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/myAddedPets$/);
    await expect(notice(page, texts.dashboard.petDeleted('Rex'))).toBeFocused();
    await expect(page.getByText('No pets added yet.')).toBeVisible();
  });

  test("Manage all pets: an admin deletes someone's pet after the page that asks", async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const petName = ownName(owner, 'Nimbus');
    await addPet(owner, petName);
    await signInBrowser(page, await theAdmin(baseURL!));

    await page.goto('/dashboard/manageAllPets');
    await page.getByRole('button', { name: `Delete ${petName}` }).click();
    await expect(page).toHaveTitle(new RegExp(`Delete ${petName}\\?$`));
    await page.getByRole('button', { name: texts.confirmDelete.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/manageAllPets$/);
    await expect(notice(page, texts.dashboard.petDeleted(petName))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: petName })).toHaveCount(0);
  });

  test('My donation campaigns: View Donator shows who gave on a page of its own', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const campaignId = await addCampaign(owner, 'Pepper');
    const donor = await newPerson(baseURL!, 'Donor');
    await donate(donor, campaignId, 7);
    await signInBrowser(page, owner);

    await page.goto('/dashboard/myDonationCampaign');
    await page.getByRole('button', { name: 'View Donator for Pepper' }).click();
    await expect(page).toHaveTitle(/Donators for Pepper$/);
    const gift = page.getByRole('row').filter({ hasText: donor.account.email });
    await expect(gift).toContainText('$7');
    await page.getByRole('link', { name: 'Back to the campaigns' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);
    await expect(page.getByRole('button', { name: 'View Donator for Pepper' })).toBeVisible();
  });

  test('My donation campaigns: Pause, then Delete after the page that asks', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    await addCampaign(owner, 'Biscuit');
    await signInBrowser(page, owner);

    await page.goto('/dashboard/myDonationCampaign');
    await page.getByRole('button', { name: 'Pause the campaign for Biscuit' }).click();
    await expect(notice(page, texts.dashboard.campaignPaused('Biscuit', true))).toBeFocused();
    await expect(
      page.getByRole('button', { name: 'Resume the campaign for Biscuit' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete the campaign for Biscuit' }).click();
    await expect(page).toHaveTitle(/Delete the campaign for Biscuit\?$/);
    await expect(page.getByRole('link', { name: texts.confirmCancel })).toBeFocused();
    await page.getByRole('button', { name: texts.confirmDelete.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);
    await expect(notice(page, texts.dashboard.campaignDeleted('Biscuit'))).toBeFocused();
    await expect(page.getByText('No donation campaigns yet.')).toBeVisible();
  });

  test("All donation campaigns: an admin deletes someone's campaign after the page that asks", async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const petName = ownName(owner, 'Comet');
    await addCampaign(owner, petName);
    await signInBrowser(page, await theAdmin(baseURL!));

    await page.goto('/dashboard/allDonations');
    await page.getByRole('button', { name: `Delete the campaign for ${petName}` }).click();
    await page.getByRole('button', { name: texts.confirmDelete.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/allDonations$/);
    await expect(notice(page, texts.dashboard.campaignDeleted(petName))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: petName })).toHaveCount(0);
  });

  test("All donation campaigns: an admin opens a campaign's donations on Payment history", async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const petName = ownName(owner, 'Nova');
    const campaignId = await addCampaign(owner, petName);
    const donor = await newPerson(baseURL!, 'Donor');
    await donate(donor, campaignId, 9);
    await signInBrowser(page, await theAdmin(baseURL!));

    await page.goto('/dashboard/allDonations');
    await page.getByRole('button', { name: `Donations for ${petName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/paymentHistory\\?campaign=${campaignId}$`));
    await expect(page.getByRole('heading', { name: `Donations for ${petName}` })).toBeVisible();
    const table = page.getByRole('region', { name: `Donations for ${petName}` });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(
      table.getByRole('button', { name: `Refund $9 to ${donor.account.email}` }),
    ).toBeVisible();
  });

  test('All users: Make admin, and Ban after a page that names the person', async ({
    page,
    baseURL,
  }) => {
    const promoted = await newPerson(baseURL!, 'Promoted');
    const banned = await newPerson(baseURL!, 'Banned');
    await signInBrowser(page, await theAdmin(baseURL!));

    await page.goto('/dashboard/makeAdmin');
    await page.getByRole('button', { name: `Make admin (${promoted.account.name})` }).click();
    await expect(notice(page, texts.dashboard.isAdminNow(promoted.account.name))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: promoted.account.email })).toContainText(
      texts.dashboard.adminNow,
    );

    await page.getByRole('button', { name: `Ban ${banned.account.name}` }).click();
    const name = banned.account.name;
    await expect(page).toHaveTitle(new RegExp(`Ban ${name}\\?$`));
    const question = page.getByRole('region', { name: texts.confirmBan.title(name) });
    await expect(question).toHaveAccessibleDescription(texts.confirmBan.text(name));
    await expect(question.getByRole('link', { name: texts.confirmCancel })).toBeFocused();
    await question.getByRole('button', { name: texts.confirmBan.confirm(name) }).click();
    await expect(page).toHaveURL(/\/dashboard\/makeAdmin$/);
    await expect(notice(page, texts.dashboard.userBanned(name))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: banned.account.email })).toContainText(
      'Banned',
    );
  });
  test('Payment history: an admin refunds after the page that asks', async ({ page, baseURL }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    const donor = await newPerson(baseURL!, 'Donor');
    await donate(donor, await addCampaign(owner, 'Biscuit'), 17);
    await signInBrowser(page, await theAdmin(baseURL!));

    await page.goto('/dashboard/paymentHistory');
    await page.getByRole('button', { name: `Refund $17 to ${donor.account.email}` }).click();
    await expect(page).toHaveTitle(new RegExp(`${texts.confirmRefund.title.replace('?', '\\?')}$`));
    const question = page.getByRole('region', { name: texts.confirmRefund.title });
    await expect(question).toHaveAccessibleDescription(
      texts.confirmRefund.text('$17', donor.account.email),
    );
    await expect(question.getByRole('link', { name: texts.confirmCancel })).toBeFocused();
    await question.getByRole('button', { name: texts.confirmRefund.confirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/paymentHistory$/);
    await expect(notice(page, texts.dashboard.refunded('$17', donor.account.email))).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: donor.account.email })).toContainText(
      'refunded',
    );
  });
});

// Pressed before the scripts run, a button is the form above sent the browser's own way, as with
// JavaScript off: one table shows it for a direct action and for one that asks on its own page.
test.describe('with scripts on, pressed before they have run', () => {
  test('My added pets: Mark adopted, and Delete with its question', async ({ page, baseURL }) => {
    const owner = await newPerson(baseURL!, 'Owner');
    await addPet(owner, 'Misty');
    await signInBrowser(page, owner);

    let releaseScripts = await openBeforeScripts(page, '/dashboard/myAddedPets');
    await page.getByRole('button', { name: 'Mark adopted (Misty)' }).click();
    await page.waitForURL(/\/dashboard\/myAddedPets$/, { waitUntil: 'domcontentloaded' });
    await expect(notice(page, texts.dashboard.petMarked('Misty', true))).toBeVisible();
    await releaseScripts();

    releaseScripts = await openBeforeScripts(page, '/dashboard/myAddedPets');
    await page.getByRole('button', { name: 'Delete Misty' }).click();
    await page.waitForURL(/\?confirm=delete&id=/, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: texts.confirmDelete.confirm }).click();
    await page.waitForURL(/\/dashboard\/myAddedPets$/, { waitUntil: 'domcontentloaded' });
    await expect(notice(page, texts.dashboard.petDeleted('Misty'))).toBeVisible();
    await releaseScripts();
  });
});

test('with scripts, the Ban dialog names the person and starts on Cancel', async ({
  page,
  baseURL,
}) => {
  const person = await newPerson(baseURL!, 'Kept');
  const name = person.account.name;
  await signInBrowser(page, await theAdmin(baseURL!));

  await page.goto('/dashboard/makeAdmin');
  await page.getByRole('button', { name: `Ban ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: texts.confirmBan.title(name) });
  await expect(dialog).toHaveAccessibleDescription(texts.confirmBan.text(name));
  await expect(dialog.getByRole('button', { name: texts.confirmCancel })).toBeFocused();
  // A quick Enter changes nothing.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: person.account.email })).toContainText(
    'user',
  );
  await expect(page.getByRole('button', { name: `Ban ${name}` })).toBeFocused();

  // The page that asks without scripts, opened with them, meets WCAG 2.2 AA too.
  const id = await page
    .getByRole('row')
    .filter({ hasText: person.account.email })
    .locator('input[name="id"]')
    .first()
    .inputValue();
  await page.goto(`/dashboard/makeAdmin?confirm=ban&id=${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.confirmBan.title(name) }),
  ).toBeVisible();
  expect(await accessibilityViolations(page), 'on the ban confirmation page').toEqual([]);
});
