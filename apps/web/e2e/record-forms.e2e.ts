import { texts } from '@pet-adoption/shared';
import { request, type Page } from '@playwright/test';
import {
  expect,
  firstPet,
  logIn,
  newAccount,
  openBeforeScripts,
  REFUSED_FORM,
  signUpViaApi,
  test,
  type Account,
  picture,
} from './helpers';

/**
 * The forms about records sent the browser's own way: with JavaScript off, and with scripts on
 * but sent before they have run. Adopt Now, the pet listing's search, Add and Update pet, Create
 * and Update campaign each go to their page's route action and answer as the app does with
 * scripts; the payment page says that a card needs its script.
 */

const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid}`;

/** A new person, signed up through the API. */
async function newPerson(baseURL: string, label: string): Promise<Account> {
  const account = newAccount(label);
  await signUpViaApi(baseURL, account);
  return account;
}

/** Calls the API as `account` (setup the story does not test): a campaign, say. */
async function asPerson(baseURL: string, account: Account) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await context.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await (
    await context.post('/api/jwt', { data: { email: account.email } })
  ).json()) as { token: string };
  return {
    post: async (path: string, data: unknown) => {
      const answer = await context.post(`/api${path}`, {
        data,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as { insertedId: string };
    },
    dispose: () => context.dispose(),
  };
}

const campaignOf = (petName: string) => ({
  image: '/images/pets/admiral.webp',
  petName,
  maximumDonation: 300,
  highestTotal: 20,
  lastDate: '2999-12-31',
  shortDescription: 'A new kennel for the winter.',
  longDescription: 'The shelter needs a warm kennel before the winter comes.',
});

/** Signs in through the Login form, the browser's own way. */
async function logInWithoutScripts(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Fills the pet form's text fields (not the picture). */
async function fillPet(page: Page, petName: string) {
  await page.getByLabel('Pet Name').fill(petName);
  await page.getByLabel('Category').selectOption('rabbit');
  await page.getByLabel('Age (months)').fill('8');
  await page.getByLabel('Location').fill('Sylhet');
  await page.getByLabel('Date').fill('2026-01-10');
  await page.getByLabel('Short Description').fill('A small, curious rabbit who loves carrots.');
  await page
    .getByLabel('Long Description')
    .fill('Litter trained; loves carrots and quiet evenings.');
}

async function fillCampaign(page: Page, petName: string) {
  await page.getByLabel('Pet Name').fill(petName);
  await page.getByLabel('Last Date').fill('2999-06-30');
  await page.getByLabel('Maximum Donation').fill('400');
  await page.getByLabel('Highest Total').fill('40');
  await page.getByLabel('Short Description').fill('Vaccines for a litter of kittens.');
  await page.getByLabel('Long Description').fill('Six kittens need their first vaccines.');
}

/** The sentence a form's action left for the page it landed on, which takes focus. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const summary = (page: Page) =>
  page.getByRole('heading', { name: texts.forms.errorSummary }).locator('..');

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

  test('Adopt Now opens the form on a page of its own; it refuses, then sends and goes back', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_FORM);
    const adopter = await newPerson(baseURL!, 'Adopter');
    const pet = await firstPet(page.request);
    await logInWithoutScripts(page, adopter);
    await page.goto(`/petDetails/${pet._id}`);
    await page.getByRole('link', { name: texts.petDetails.adoptNow }).click();
    await expect(page).toHaveURL(new RegExp(`/petDetails/${pet._id}/adopt#adopt$`));
    await expect(page).toHaveTitle(texts.titles.adoptPetOf(pet.petName));
    const form = page.getByRole('region', { name: `Adopt ${pet.petName}` });
    await expect(form.getByLabel('Name')).toHaveValue(adopter.name);
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Email')).toHaveValue(adopter.email);

    await form.getByLabel('Phone Number').fill('+880 1711 000000');
    await form.getByRole('button', { name: texts.petDetails.submit }).click();
    await expect(page).toHaveTitle(`Error: ${texts.titles.adoptPetOf(pet.petName)}`);
    await expect(summary(page)).toBeFocused();
    await summary(page)
      .getByRole('link', { name: texts.fieldRequired('Address') })
      .click();
    await expect(page.getByLabel('Address')).toBeFocused();
    await expect(page.getByLabel('Phone Number')).toHaveValue('+880 1711 000000');

    await page.getByLabel('Address').fill('12 Lake Road, Dhaka');
    await page.getByRole('button', { name: texts.petDetails.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/petDetails/${pet._id}(#.*)?$`));
    await expect(notice(page, texts.petDetails.requestSent(pet.petName))).toBeFocused();

    // Asked again: the server's sentence, on the form.
    await page.goto(`/petDetails/${pet._id}/adopt`);
    await page.getByLabel('Phone Number').fill('01711000000');
    await page.getByLabel('Address').fill('Elsewhere 5');
    await page.getByRole('button', { name: texts.petDetails.submit }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText('You have already asked to adopt this pet.');
    await expect(refusal).toBeFocused();
  });

  test('Add a pet sends the picture with the form; refused, the picture is asked for again', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_FORM);
    await logInWithoutScripts(page, await newPerson(baseURL!, 'Owner'));
    const petName = unique('Pip');
    await page.goto('/dashboard/addPet');
    await fillPet(page, '');
    // Without scripts, a new picture is a file and its description in the form's empty row.
    await page.getByLabel('Picture', { exact: true }).setInputFiles(picture('pip.png'));
    await page.getByLabel('Its description').fill('Pip on a rug');
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link')).toHaveText([texts.fieldRequired('Pet Name')]);
    await expect(page.getByText(texts.forms.chooseImageAgain('pip.png'))).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Sylhet');

    await expect(page.getByLabel('Its description')).toHaveValue('Pip on a rug');
    await page.getByLabel('Pet Name').fill(petName);
    await page.getByLabel('Picture', { exact: true }).setInputFiles(picture('pip.png'));
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myAddedPets$/);
    await expect(notice(page, texts.petForm.added(petName))).toBeFocused();

    // Update pet: the form arrives filled in, and keeps the picture unless another is chosen.
    const [added] = (await (
      await page.request.get(`/api/petListing?search=${encodeURIComponent(petName)}`)
    ).json()) as { _id: string; image: string }[];
    expect(added?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    await page.goto(`/dashboard/updatePetUser/${added!._id}`);
    await expect(page.getByLabel('Pet Name')).toHaveValue(petName);
    await expect(page.locator('input[name="images.0.url"]')).toHaveValue(added!.image);
    await expect(page.getByLabel('Description of picture 1')).toHaveValue('Pip on a rug');
    await page.getByLabel('Pet Name').fill(`${petName} Jr`);
    await page.getByRole('button', { name: 'Update Pet' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myAddedPets$/);
    await expect(notice(page, texts.petForm.updated(`${petName} Jr`))).toBeFocused();
  });

  test('Create and Update campaign send the picture with the form', async ({ page, baseURL }) => {
    await logInWithoutScripts(page, await newPerson(baseURL!, 'Rescuer'));
    const petName = unique('Kitten fund');
    await page.goto('/dashboard/createDonationCampaign');
    await page.getByLabel('Image').setInputFiles(picture('kittens.png'));
    await fillCampaign(page, petName);
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);
    await expect(notice(page, texts.campaignForm.created(petName))).toBeFocused();

    const [created] = (await (
      await page.request.get(`/api/campaigns?search=${encodeURIComponent(petName)}`)
    ).json()) as { _id: string; image: string }[];
    expect(created?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    await page.goto(`/dashboard/updateDonationCampaign/${created!._id}`);
    await expect(page.getByLabel('Maximum Donation')).toHaveValue('400');
    await page.getByLabel('Highest Total').fill('60');
    await page.getByRole('button', { name: 'Update Campaign' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);
    await expect(notice(page, texts.campaignForm.updated(petName))).toBeFocused();
  });

  test('the payment page says a card needs JavaScript, and offers nothing to send', async ({
    page,
    baseURL,
  }) => {
    const rescuer = await newPerson(baseURL!, 'Fundraiser');
    const api = await asPerson(baseURL!, rescuer);
    const { insertedId } = await api.post('/campaigns', campaignOf(unique('Kennel')));
    await api.dispose();
    await logInWithoutScripts(page, await newPerson(baseURL!, 'Donor'));
    await page.goto(`/dashboard/payment?campaign=${insertedId}`);
    await expect(page.getByText(texts.donation.needsScript)).toBeVisible();
    await expect(page.getByLabel('Donation amount')).toBeDisabled();
    await expect(page.getByRole('button', { name: texts.campaigns.donate })).toBeDisabled();
  });
});

// Sent before the scripts run, a form goes the browser's own way, as with JavaScript off above;
// these are the forms whose page then changes once the scripts do, and one with a picture.
test.describe('with scripts on, sent before they have run', () => {
  test('Adopt Now goes to its page and sends there; once the scripts run it opens the dialog', async ({
    page,
    baseURL,
  }) => {
    const owner = await newPerson(baseURL!, 'Keeper');
    const api = await asPerson(baseURL!, owner);
    const petName = unique('Early');
    const { insertedId: petId } = await api.post('/petListing', {
      image: '/images/pets/admiral.webp',
      petName,
      category: 'dog',
      petAge: 20,
      petLocation: 'Dhaka',
      date: '2026-10-01',
      shortDescription: 'A gentle dog.',
      longDescription: 'A gentle dog who likes long walks.',
    });
    await api.dispose();
    await page.goto('/login');
    await logIn(page, await newPerson(baseURL!, 'Quick'));

    const releaseScripts = await openBeforeScripts(page, `/petDetails/${petId}`);
    await page.getByRole('link', { name: texts.petDetails.adoptNow }).click();
    await page.waitForURL(`**/petDetails/${petId}/adopt#adopt`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByLabel('Phone Number').fill('+880 1711 000000');
    await page.getByLabel('Address').fill('12 Lake Road, Dhaka');
    await page.getByRole('button', { name: texts.petDetails.submit }).click();
    await page.waitForURL(new RegExp(`/petDetails/${petId}(#.*)?$`), {
      waitUntil: 'domcontentloaded',
    });
    await expect(notice(page, texts.petDetails.requestSent(petName))).toBeVisible();
    await releaseScripts();
    const adoptNow = page.getByRole('button', { name: texts.petDetails.adoptNow });
    await adoptNow.click();
    await expect(page.getByRole('dialog', { name: `Adopt ${petName}` })).toBeVisible();
  });

  test('Add a pet with its picture works before the scripts run', async ({ page, baseURL }) => {
    await page.goto('/login');
    await logIn(page, await newPerson(baseURL!, 'Hasty'));
    const petName = unique('Dash');
    const releaseScripts = await openBeforeScripts(page, '/dashboard/addPet');
    await page.getByLabel('Picture', { exact: true }).setInputFiles(picture('dash.png'));
    await page.getByLabel('Its description').fill('Dash mid-leap');
    await fillPet(page, petName);
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await page.waitForURL(/\/dashboard\/myAddedPets$/, { waitUntil: 'domcontentloaded' });
    await expect(notice(page, texts.petForm.added(petName))).toBeVisible();
    await releaseScripts();
  });

  test('a category picked before the scripts run decides the breeds offered once they do', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await logIn(page, await newPerson(baseURL!, 'Early'));
    const releaseScripts = await openBeforeScripts(page, '/dashboard/addPet');
    await page.getByLabel('Category').selectOption('bird');
    await releaseScripts();
    const breed = page.getByLabel('Breed', { exact: true });
    await expect(breed).toHaveAccessibleDescription('Pick a bird breed from the suggestions.');
    const offered = page.locator(`[id="${await breed.getAttribute('list')}"]`);
    await expect(offered.locator('option[value="Cockatiel"]')).toHaveCount(1);
    await expect(offered.locator('option[value="Beagle"]')).toHaveCount(0);
  });

  test('the payment form waits for its script, then takes a card', async ({ page, baseURL }) => {
    const rescuer = await newPerson(baseURL!, 'Collector');
    const api = await asPerson(baseURL!, rescuer);
    const { insertedId } = await api.post('/campaigns', campaignOf(unique('Shelter roof')));
    await api.dispose();
    await page.goto('/login');
    await logIn(page, await newPerson(baseURL!, 'Giver'));
    const releaseScripts = await openBeforeScripts(
      page,
      `/dashboard/payment?campaign=${insertedId}`,
    );
    await expect(page.getByText(texts.donation.needsScript)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.campaigns.donate })).toBeDisabled();
    await releaseScripts();
    await expect(page.getByText(texts.donation.needsScript)).toBeHidden();
    await expect(page.getByRole('button', { name: texts.campaigns.donate })).toBeEnabled();
    await expect(page.getByLabel('Card number')).toBeEnabled();
  });
});
