import {
  applicationTexts,
  type AdopterProfile,
  type CampaignUpdate,
  type HappyTail,
  type LedgerEntry,
  type Pet,
} from '@pet-adoption/shared';
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  logIn,
  newAccount,
  openBeforeScripts,
  signUpViaApi,
  test,
  type Account,
  picture,
  PNG,
} from './helpers';
import { apiAs, person } from './people';

/**
 * What a person types beside a picture while it uploads stays typed when the upload ends: each
 * upload is held open by the test until the fields are filled, then let go, and the form is
 * sent and the stored record read back.
 */

/** Holds the page's requests to `url` (of one method, or all) until the returned function. */
async function holdRequests(page: Page, url: string, method?: string) {
  let letGo = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held;
    await route.continue();
  });
  return letGo;
}

/** Holds every picture upload until the returned function lets them go. */
const holdUploads = (page: Page) => holdRequests(page, '**/api/images');

/** A person of their own, signed in, with a donation campaign they created. */
async function withCampaign(browser: Browser, baseURL: string, label: string) {
  const { page, account, cookies } = await person(browser, baseURL, label);
  const api = await apiAs(baseURL, cookies, account.email);
  // An uploaded picture, as people's campaigns have: the demo's category pictures stay the demo's.
  const { insertedId } = await api.post('/campaigns', {
    image: await api.upload(`${label}.png`, PNG),
    petName: `${label} fund ${Date.now().toString(36)}`,
    maximumDonation: 200,
    highestTotal: 20,
    lastDate: '2099-12-31',
    shortDescription: 'Care for the kennels.',
    longDescription: 'Food, bedding and a vet visit for the dogs waiting for a home.',
  });
  await api.dispose();
  return { page, campaignId: String(insertedId) };
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
  test('Record expense keeps the amount and description typed while its receipt uploads', async ({
    browser,
    baseURL,
  }) => {
    const { page, campaignId } = await withCampaign(browser, baseURL!, 'Bookkeeper');
    await page.goto(`/dashboard/recordExpense/${campaignId}`);
    const letGo = await holdUploads(page);
    await page.getByLabel('Receipt picture').setInputFiles(picture('bill.png'));
    await expect(page.getByLabel('Upload progress')).toBeVisible();
    await page.getByLabel(/^Amount/).fill('12.50');
    await page.getByLabel(/^Description/).fill('Flea treatment for the litter');
    letGo();
    await expect(page.getByAltText('Preview of the receipt')).toBeVisible();
    await expect(page.getByLabel(/^Amount/)).toHaveValue('12.50');
    await expect(page.getByLabel(/^Description/)).toHaveValue('Flea treatment for the litter');
    await page.getByRole('button', { name: 'Record expense' }).click();
    await expect(page).toHaveURL(/#books$/);

    const ledger = (await (
      await page.request.get(`/api/campaigns/${campaignId}/ledger`)
    ).json()) as LedgerEntry[];
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'expense',
        amount: 12.5,
        description: 'Flea treatment for the litter',
        receiptImage: expect.stringMatching(/^\/uploads\//),
      }),
    ]);
  });

  test('Post an update keeps its title and text typed while its picture uploads', async ({
    browser,
    baseURL,
  }) => {
    const { page, campaignId } = await withCampaign(browser, baseURL!, 'Reporter');
    await page.goto(`/dashboard/postCampaignUpdate/${campaignId}`);
    const letGo = await holdUploads(page);
    await page.getByLabel('Picture').setInputFiles(picture('news.png'));
    await expect(page.getByLabel('Upload progress')).toBeVisible();
    await page.getByLabel(/^Title/).fill('The roof is on');
    await page.getByLabel(/^Text/).fill('Thanks to you the kennels stayed dry all week.');
    letGo();
    await expect(page.getByAltText("Preview of the update's picture")).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue('The roof is on');
    await page.getByRole('button', { name: 'Post update' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaingsDetails/${campaignId}`));

    const updates = (await (
      await page.request.get(`/api/campaigns/${campaignId}/updates`)
    ).json()) as CampaignUpdate[];
    expect(updates).toEqual([
      expect.objectContaining({
        title: 'The roof is on',
        text: 'Thanks to you the kennels stayed dry all week.',
        image: expect.stringMatching(/^\/uploads\//),
      }),
    ]);
  });

  test('Share a happy tail keeps the story typed while its photo uploads', async ({
    browser,
    baseURL,
  }) => {
    const lister = await person(browser, baseURL!, 'Lister');
    const adopter = await person(browser, baseURL!, 'Adopter');
    const petName = `Biscuit ${Date.now().toString(36)}`;
    const listerApi = await apiAs(baseURL!, lister.cookies, lister.account.email);
    const { insertedId: petId } = await listerApi.post('/petListing', {
      image: '/images/categories/dog.webp',
      petName,
      category: 'dog',
      petAge: 20,
      petLocation: 'Khulna',
      date: '2026-05-01',
      shortDescription: 'A friendly dog.',
      longDescription: 'A friendly dog who loves long walks and a nap by the door.',
    });
    const adopterApi = await apiAs(baseURL!, adopter.cookies, adopter.account.email);
    const { insertedId: requestId } = await adopterApi.post('/adoptionUsers', {
      petId,
      phoneNumber: '+880 1711 000003',
      address: '2 River Road, Khulna',
    });
    await adopterApi.dispose();
    await listerApi.patch(`/adoptionUsers/${String(requestId)}/accept`, {});
    await listerApi.dispose();

    const { page } = adopter;
    await page.goto(`/petDetails/${String(petId)}/happyTail`);
    const letGo = await holdUploads(page);
    await page.getByLabel('Photo').setInputFiles(picture('home.png'));
    await expect(page.getByLabel('Upload progress')).toBeVisible();
    await page.getByLabel(/^Story/).fill(`${petName} sleeps on the sofa and has a best friend.`);
    letGo();
    await expect(page.getByAltText(`Preview of the photo of ${petName}`)).toBeVisible();
    await expect(page.getByLabel(/^Story/)).toHaveValue(
      `${petName} sleeps on the sofa and has a best friend.`,
    );
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page).toHaveURL(new RegExp(`/petDetails/${String(petId)}$`));

    const tails = (await (
      await page.request.get(`/api/petListing/${String(petId)}/happy-tails`)
    ).json()) as HappyTail[];
    expect(tails).toEqual([
      expect.objectContaining({
        text: `${petName} sleeps on the sofa and has a best friend.`,
        image: expect.stringMatching(/^\/uploads\//),
      }),
    ]);
  });
});

test('the adopter profile keeps what was typed while an earlier save comes back', async ({
  browser,
  baseURL,
}) => {
  const { page, account, cookies } = await person(browser, baseURL!, 'Profiled');
  await page.goto('/dashboard/adopterProfile');
  // Whichever way the save goes (to the page's action or to the API), it is held on its way.
  const letGo = await holdRequests(page, '**/*', 'POST');
  await page.getByLabel(applicationTexts.labels.adults).fill('3');
  await page.getByRole('button', { name: applicationTexts.profileSave }).click();
  // The save is on its way; the person goes on typing, and the answer re-renders the form.
  await page.getByLabel(applicationTexts.labels.about).fill('A quiet house near a big park.');
  letGo();
  await expect(page.getByText(applicationTexts.profileSaved)).toBeVisible();
  await expect(page.getByLabel(applicationTexts.labels.adults)).toHaveValue('3');
  await expect(page.getByLabel(applicationTexts.labels.about)).toHaveValue(
    'A quiet house near a big park.',
  );
  await page.getByRole('button', { name: applicationTexts.profileSave }).click();
  const api = await apiAs(baseURL!, cookies, account.email);
  await expect
    .poll(async () => (await api.get('/adopter-profile')) as AdopterProfile)
    .toMatchObject({ adults: 3, about: 'A quiet house near a big park.' });
  await api.dispose();
});
