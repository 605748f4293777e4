import type { Pet } from '@pet-adoption/shared';
import type { Page } from '@playwright/test';
import {
  expect,
  logIn,
  newAccount,
  openBeforeScripts,
  signUpViaApi,
  test,
  type Account,
  picture,
} from './helpers';

/**
 * What a person types beside a picture while it uploads stays typed when the upload ends: each
 * upload is held open by the test until the fields are filled, then let go, and the form is
 * sent and the stored record read back.
 */

/** Holds every picture upload until the returned function lets them go. */
async function holdUploads(page: Page) {
  let letGo = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route('**/api/images', async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

type SignedInState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
/** One sign-in for the file's tests in each worker: the suite shares one client's sign-in limit. */
let signedInState: SignedInState | undefined;

/** Signs `page` in as the file's one person, through Login the first time, then by its state. */
async function signedIn(page: Page, baseURL: string) {
  if (signedInState === undefined) {
    const account: Account = newAccount('Typist');
    await signUpViaApi(baseURL, account);
    await page.goto('/login');
    await logIn(page, account);
    signedInState = await page.context().storageState();
    return;
  }
  await page.context().addCookies(signedInState.cookies);
  const stored = signedInState.origins.flatMap((origin) => origin.localStorage);
  await page.addInitScript((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, stored);
}

test.describe('typing while a picture uploads', () => {
  test('Add pet keeps the description and fields typed during the upload', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!);
    const petName = `Dot ${Date.now().toString(36)}`;
    await page.goto('/dashboard/addPet');
    const letGo = await holdUploads(page);
    await page.getByLabel('Add pictures').setInputFiles(picture('dot.png'));
    await expect(page.getByLabel('Uploading picture 1')).toBeVisible();
    await page.getByLabel('Description of picture 1').fill('A grey rabbit on a rug');
    await page.getByLabel('Pet Name').fill(petName);
    await page.getByLabel('Location').fill('Sylhet');
    letGo();
    await expect(page.getByLabel('Uploading picture 1')).toBeHidden();
    await expect(page.getByLabel('Description of picture 1')).toHaveValue('A grey rabbit on a rug');
    await expect(page.getByLabel('Pet Name')).toHaveValue(petName);

    await page.getByLabel('Category').selectOption('rabbit');
    await page.getByLabel('Age (months)').fill('8');
    await page.getByLabel('Date').fill('2026-01-10');
    await page.getByLabel('Short Description').fill('A calm rabbit who likes quiet rooms.');
    await page
      .getByLabel('Long Description')
      .fill('Dot is a calm rabbit. She is litter trained and enjoys quiet evenings with people.');
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await expect(page.getByText(`${petName} was added`)).toBeVisible();

    const listed = await page.request.get(`/api/petListing?search=${encodeURIComponent(petName)}`);
    const [pet] = (await listed.json()) as Pet[];
    expect(pet?.images.map((image) => image.alt)).toEqual(['A grey rabbit on a rug']);
    expect(pet?.images[0]?.url).toMatch(/^\/uploads\//);
    expect(pet?.petLocation).toBe('Sylhet');
  });

  test('Update pet keeps a new picture’s description and the edited name', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!);
    const petName = `Fig ${Date.now().toString(36)}`;
    await page.goto('/dashboard/addPet');
    await page.getByLabel('Add pictures').setInputFiles(picture('fig.png'));
    await page.getByLabel('Description of picture 1').fill('Fig asleep');
    await page.getByLabel('Pet Name').fill(petName);
    await page.getByLabel('Category').selectOption('cat');
    await page.getByLabel('Age (months)').fill('14');
    await page.getByLabel('Location').fill('Dhaka');
    await page.getByLabel('Date').fill('2026-02-01');
    await page.getByLabel('Short Description').fill('A sleepy cat who loves the sun.');
    await page
      .getByLabel('Long Description')
      .fill('Fig is a sleepy cat. She likes warm windows and a quiet house with kind people.');
    await page.getByRole('button', { name: 'Add Pet' }).click();
    await expect(page.getByText(`${petName} was added`)).toBeVisible();
    const [added] = (await (
      await page.request.get(`/api/petListing?search=${encodeURIComponent(petName)}`)
    ).json()) as Pet[];

    await page.goto(`/dashboard/updatePetUser/${added!._id}`);
    await expect(page.getByLabel('Pet Name')).toHaveValue(petName);
    const letGo = await holdUploads(page);
    await page.getByLabel('Add pictures').setInputFiles(picture('fig-2.png'));
    await expect(page.getByLabel('Uploading picture 2')).toBeVisible();
    await page.getByLabel('Description of picture 2').fill('Fig in the window');
    await page.getByLabel('Pet Name').fill(`${petName} the cat`);
    letGo();
    await expect(page.getByLabel('Uploading picture 2')).toBeHidden();
    await expect(page.getByLabel('Description of picture 2')).toHaveValue('Fig in the window');
    await expect(page.getByLabel('Pet Name')).toHaveValue(`${petName} the cat`);
    await page.getByRole('button', { name: 'Update Pet' }).click();
    await expect(page.getByText(`${petName} the cat was updated`)).toBeVisible();

    const stored = (await (await page.request.get(`/api/petListing/${added!._id}`)).json()) as Pet;
    expect(stored.petName).toBe(`${petName} the cat`);
    expect(stored.images.map((image) => image.alt)).toEqual(['Fig asleep', 'Fig in the window']);
  });

  test('Create campaign keeps what was typed, and a press, while its image uploads', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!);
    const petName = `Roof fund ${Date.now().toString(36)}`;
    await page.goto('/dashboard/createDonationCampaign');
    const letGo = await holdUploads(page);
    await page.getByLabel('Image').setInputFiles(picture('roof.png'));
    await expect(page.getByLabel('Upload progress')).toBeVisible();
    await page.getByLabel('Pet Name').fill(petName);
    await page.getByLabel('Last Date').fill('2999-06-30');
    await page.getByLabel('Maximum Donation').fill('400');
    await page.getByLabel('Highest Total').fill('40');
    await page.getByLabel('Short Description').fill('A new roof before the rains.');
    await page.getByLabel('Long Description').fill('The shelter roof leaks; the dogs need it dry.');
    // Pressed while the picture is still on its way: held, then sent once it is up.
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByRole('button', { name: 'Create Campaign' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    letGo();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);

    const [created] = (await (
      await page.request.get(`/api/campaigns?search=${encodeURIComponent(petName)}`)
    ).json()) as { image: string; maximumDonation: number; shortDescription: string }[];
    expect(created).toMatchObject({
      maximumDonation: 400,
      shortDescription: 'A new roof before the rains.',
    });
    expect(created?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
  });

  test('Create campaign keeps what was chosen and typed before its scripts ran', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!);
    const petName = `Early fund ${Date.now().toString(36)}`;
    const releaseScripts = await openBeforeScripts(page, '/dashboard/createDonationCampaign');
    await page.getByLabel('Image').setInputFiles(picture('early.png'));
    await page.getByLabel('Pet Name').fill(petName);
    await page.getByLabel('Last Date').fill('2999-06-30');
    await page.getByLabel('Maximum Donation').fill('250');
    await page.getByLabel('Highest Total').fill('25');
    await page.getByLabel('Short Description').fill('Blankets for the winter.');
    await page
      .getByLabel('Long Description')
      .fill('The kennels are cold; blankets keep them warm.');
    await releaseScripts();
    // The scripts take over: the picture chosen early goes up, and nothing typed is lost.
    await expect(page.getByLabel('Upload progress')).toBeHidden();
    await expect(page.getByLabel('Pet Name')).toHaveValue(petName);
    await expect(page.getByLabel('Maximum Donation')).toHaveValue('250');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myDonationCampaign$/);
    const [created] = (await (
      await page.request.get(`/api/campaigns?search=${encodeURIComponent(petName)}`)
    ).json()) as { image: string; maximumDonation: number }[];
    expect(created?.maximumDonation).toBe(250);
    expect(created?.image).toMatch(/\/uploads\/[0-9a-f]{32}-1600\.webp$/);
  });
});
