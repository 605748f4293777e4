import type { APIRequestContext, Page } from '@playwright/test';
import { accountTexts, listingTexts, texts, type Campaign, type Pet } from '@pet-adoption/shared';
import { expect, failedToLoad, newAccount, signUpViaApi, test, type Account, PNG } from './helpers';
import { describeFocus, expectFocusVisible, tabTo } from './keyboard';

// The main journeys with the keyboard alone: no click anywhere. After each step the test says
// where focus is, and for every control it lands on, that the focus indicator shows.

/** Focus is somewhere in the new screen's content (its main region, or a heading in it). */
async function expectFocusInMain(page: Page, step: string) {
  const inMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    return Boolean(main && document.activeElement && main.contains(document.activeElement));
  });
  expect(
    inMain,
    `${step}: focus is in the screen's content, not on ${await describeFocus(page)}`,
  ).toBe(true);
}

/** Signs in on the Login screen with keys only, landing on `landing`. */
async function signInWithKeys(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  landing: string,
) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(landing)}`);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(landing);
}

async function newPerson(baseURL: string, label: string) {
  const account = newAccount(label);
  await signUpViaApi(baseURL, account);
  return account;
}

/** A seeded pet nobody's test adopts or changes (a person of the test only asks for it). */
async function seededPet(api: APIRequestContext, name: string): Promise<Pet> {
  const response = await api.get(`/api/petListing?search=${encodeURIComponent(name)}&limit=5`);
  expect(response.ok()).toBe(true);
  const pet = ((await response.json()) as Pet[]).find((item) => item.petName === name);
  if (!pet) throw new Error(`The seeded pet ${name} is not in the listing.`);
  return pet;
}

async function seededCampaign(api: APIRequestContext, name: string): Promise<Campaign> {
  const response = await api.get('/api/campaigns?limit=50');
  expect(response.ok()).toBe(true);
  const campaign = ((await response.json()) as Campaign[]).find((item) => item.petName === name);
  if (!campaign) throw new Error(`The seeded campaign ${name} is not there.`);
  return campaign;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('with the keyboard alone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign in, then the account menu: open, move through, close, log out', async ({
    page,
    baseURL,
  }) => {
    const account = await newPerson(baseURL!, 'Keys');
    await page.goto('/login');

    // The first Tab offers to skip the navigation; taking it lands in the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocusVisible(page, skip, 'the skip link');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Email'), { max: 3 });
    await expectFocusVisible(page, page.getByLabel('Email'), 'Email');
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, page.getByLabel('Password'), 'Password');
    await page.keyboard.type(account.password);
    // Past 'Forgot password?', beside the field it is about.
    await page.keyboard.press('Tab');
    await expectFocusVisible(
      page,
      page.getByRole('link', { name: accountTexts.forgotLink }),
      'Forgot password?',
    );
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: texts.login.submit });
    await expectFocusVisible(page, submit, 'Login Now');
    await page.keyboard.press('Enter');

    // The success dialog takes focus so it is announced; then Home, focus in its content.
    const success = page.getByRole('dialog', { name: texts.login.success });
    await expect(success).toBeFocused();
    await expect(success).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expectFocusInMain(page, 'after signing in');

    // The account menu: a button that opens a panel of a link and a button.
    const trigger = page.getByRole('button', { name: 'Open account menu' });
    await tabTo(page, trigger, { backwards: true, max: 10 });
    await expectFocusVisible(page, trigger, 'the account menu button');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    const dashboard = page.getByRole('link', { name: texts.nav.dashboard });
    await expectFocusVisible(page, dashboard, 'Dashboard in the account menu');
    await page.keyboard.press('Tab');
    const logOut = page.getByRole('button', { name: texts.nav.logOut });
    await expectFocusVisible(page, logOut, 'Log Out in the account menu');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // Space opens it too. Log Out signs out; focus stays on it, in the menu that now says so.
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(logOut).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(texts.nav.notLoggedIn)).toBeVisible();
    await expect(logOut).toHaveAttribute('aria-disabled', 'true');
    await expect(logOut, `after Log Out, not ${await describeFocus(page)}`).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('search Pet listing by name and by category, then open a pet', async ({ page, baseURL }) => {
    const account = await newPerson(baseURL!, 'Seeker');
    const pet = await seededPet(page.request, 'Domino');
    await signInWithKeys(page, account, '/petListing');

    const search = page.getByLabel(texts.petListing.nameLabel);
    await tabTo(page, search);
    await expectFocusVisible(page, search, 'the name search box');
    await page.keyboard.type(pet.petName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=Domino/);
    await expect(page.getByRole('heading', { name: pet.petName })).toBeVisible();
    // Searching keeps the person where they were: in the box, ready to search again.
    await expect(search, `after searching, not ${await describeFocus(page)}`).toBeFocused();

    await page.keyboard.press('Tab');
    const [nameSearch, categorySearch] = await page
      .getByRole('button', { name: texts.petListing.searchButton })
      .all();
    await expectFocusVisible(page, nameSearch!, 'the name Search button');
    const category = page.getByLabel(texts.petListing.categoryLabel);
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, category, 'the category box');
    // Typing a choice's first letters picks it in a closed select.
    await page.keyboard.type('Cat');
    await expect(category).toHaveValue('cat');
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, categorySearch!, 'the category Search button');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/category=cat/);
    await expect(page.getByRole('heading', { name: pet.petName })).toBeVisible();
    await expect(
      categorySearch!,
      `after filtering, not ${await describeFocus(page)}`,
    ).toBeFocused();

    // Past the filters, on to the pet: its card's link, then its page with focus in the content.
    const skip = page.getByRole('link', { name: texts.petListing.skipToResults });
    await tabTo(page, skip);
    await expectFocusVisible(page, skip, 'the link past the filters');
    await page.keyboard.press('Enter');
    const details = page.getByRole('link', { name: `Details about ${pet.petName}` });
    await tabTo(page, details);
    await expectFocusVisible(page, details, "the pet card's link");
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();
    await expectFocusInMain(page, "on the pet's page");
  });

  test('adopt: the dialog opens with focus inside, sends, and gives focus back', async ({
    page,
    baseURL,
  }) => {
    const account = await newPerson(baseURL!, 'Adopter');
    const pet = await seededPet(page.request, 'Luna');
    await signInWithKeys(page, account, `/petDetails/${pet._id}`);

    const adopt = page.getByRole('button', { name: texts.petDetails.adoptNow });
    await tabTo(page, adopt, { max: 30 });
    await expectFocusVisible(page, adopt, 'Adopt Now');
    const dialog = page.getByRole('dialog', { name: `Adopt ${pet.petName}` });
    const phone = dialog.getByLabel('Phone Number');

    // Escape closes it, and focus is back where it was.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page, phone, 'Phone Number, first thing to fill in');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(adopt).toBeFocused();

    await page.keyboard.press('Space');
    await expectFocusVisible(page, phone, 'Phone Number');
    await page.keyboard.type('+1 503 555 0142');
    await page.keyboard.press('Tab');
    const address = dialog.getByLabel('Address');
    await expectFocusVisible(page, address, 'Address');
    await page.keyboard.type('8 Alder Street, Portland');
    // Through the lister's questions and the profile's fields (none required) to Submit.
    const send = dialog.getByRole('button', { name: texts.petDetails.submit });
    await tabTo(page, send, { max: 40 });
    await expectFocusVisible(page, send, 'Submit');
    await page.keyboard.press('Tab');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expectFocusVisible(page, cancel, 'Cancel');
    // Focus stays in the dialog: Shift+Tab goes back to Submit.
    await page.keyboard.press('Shift+Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Your request to adopt ${pet.petName} was sent.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(adopt, `after sending, not ${await describeFocus(page)}`).toBeFocused();
  });

  test('add a pet with a picture', async ({ page, baseURL }) => {
    const account = await newPerson(baseURL!, 'Keeper');
    const petName = `Clover ${Date.now().toString(36)}`;
    await signInWithKeys(page, account, '/dashboard/addPet');

    // Enter in an empty form sends it: focus goes to the first field it names as wrong.
    const image = page.getByLabel('Add pictures');
    const petNameField = page.getByLabel('Pet Name');
    await tabTo(page, petNameField, { max: 30 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: texts.fieldRequired('Pet Name') })).toBeVisible();
    await expect(image, `after sending it empty, not ${await describeFocus(page)}`).toBeFocused();

    // The picture: the file field opens the system's file picker on Space.
    await expectFocusVisible(page, image, 'the Image field');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'clover.png', mimeType: 'image/png', buffer: PNG });
    const description = page.getByLabel('Description of picture 1');
    await expect(description).toBeVisible();
    await expect(image).toBeFocused();
    // The new row comes before the file field: back past Remove, Move down and Move up.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+Tab');
    await expectFocusVisible(page, description, 'Description of picture 1');
    await page.keyboard.type('Clover in the hay');
    await tabTo(page, petNameField, { max: 6 });
    await page.keyboard.type(petName);

    const fields: [string, string][] = [
      ['Category', 'Rabbit'],
      ['Age (months)', '8'],
      ['Location', 'Salem'],
    ];
    for (const [label, value] of fields) {
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, page.getByLabel(label), label);
      await page.keyboard.type(value);
    }
    await expect(page.getByLabel('Category')).toHaveValue('rabbit');
    await page.keyboard.press('Tab');
    const date = page.getByLabel('Date');
    await expectFocusVisible(page, date, 'Date');
    // The date box takes month, day and year as typed (the browser moves between them).
    await page.keyboard.type('01102026');
    await expect(date).toHaveValue('2026-01-10');
    const short = page.getByLabel('Short Description');
    await tabTo(page, short, { max: 3 });
    await expectFocusVisible(page, short, 'Short Description');
    await page.keyboard.type('A small, curious rabbit who loves carrots.');
    await page.keyboard.press('Tab');
    const long = page.getByLabel('Long Description');
    await expectFocusVisible(page, long, 'Long Description');
    await page.keyboard.type('Clover is litter trained and loves carrots and quiet evenings.');
    // The fee and the cap are optional: an adoption with neither.
    for (const label of [listingTexts.feeLabel, listingTexts.capLabel]) {
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, page.getByLabel(label), label);
    }
    // Past the profile's optional fields, each a stop of its own.
    const add = page.getByRole('button', { name: 'Add Pet' });
    await tabTo(page, add, { max: 40 });
    await expectFocusVisible(page, add, 'Add Pet');
    await page.keyboard.press('Enter');

    await expect(page.getByText(`${petName} was added`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myAddedPets$/);
    await expect(page.getByRole('row', { name: new RegExp(petName) })).toBeVisible();
    await expectFocusInMain(page, 'on My added pets');
  });

  test('donate: the dialog, a quick amount, then the card form, a refused card, and a paid one', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(402),
      url: /\/api\/test-provider\/confirm$/,
      because: 'the refused test card answers 402, which is what the test checks',
    });
    const account = await newPerson(baseURL!, 'Giver');
    const campaign = await seededCampaign(page.request, 'Smokey');
    await signInWithKeys(page, account, `/campaingsDetails/${campaign._id}`);

    const donateNow = page.getByRole('button', { name: texts.campaigns.donateNow });
    await tabTo(page, donateNow, { max: 30 });
    await expectFocusVisible(page, donateNow, 'Donate Now');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Donate to ${campaign.petName}` });
    await expect(dialog).toBeVisible();
    const donate = dialog.getByRole('button', { name: texts.campaigns.donate });
    await expectFocusVisible(page, donate, "the dialog's Donate");
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard\/payment\?campaign=/);
    await expect(
      page.getByRole('heading', { name: `You are donating to ${campaign.petName}` }),
    ).toBeVisible();
    await expectFocusInMain(page, 'on the payment screen');
    const amount = page.getByLabel('Donation amount');
    await tabTo(page, amount, { max: 30 });
    await expectFocusVisible(page, amount, 'Donation amount');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('7');
    // Then a quick amount instead: Tab into their group, Space chooses.
    const ten = page
      .getByRole('group', { name: texts.donation.quickAmounts })
      .getByRole('button', { name: '$10', exact: true });
    await tabTo(page, ten, { max: 2 });
    await expectFocusVisible(page, ten, 'the quick amount $10');
    await page.keyboard.press('Space');
    await expect(amount).toHaveValue('10');
    await expect(ten).toHaveAttribute('aria-pressed', 'true');

    const cardNumber = page.getByLabel('Card number');
    const fillCard = async (number: string) => {
      // Past the other quick amounts, Cover the fee, Give anonymously and Give monthly.
      await tabTo(page, cardNumber, { max: 7 });
      await expectFocusVisible(page, cardNumber, 'Card number');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(number);
      await page.keyboard.press('Tab');
      const expiry = page.getByLabel('Expiry (MM/YY)');
      await expectFocusVisible(page, expiry, 'Expiry');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('1234');
      await page.keyboard.press('Tab');
      const cvc = page.getByLabel('CVC');
      await expectFocusVisible(page, cvc, 'CVC');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('123');
      await page.keyboard.press('Tab');
      const pay = page.getByRole('button', { name: texts.campaigns.donate });
      await expectFocusVisible(page, pay, 'Donate');
      await page.keyboard.press('Enter');
    };

    // A refused card: the sentence is announced and focus goes back to the card number.
    await fillCard('4000000000000002');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    await expect(
      cardNumber,
      `after a refused card, not ${await describeFocus(page)}`,
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');

    await fillCard('4242424242424242');
    const thanks = page.getByRole('status').filter({ hasText: texts.donation.thankYou });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('$10');
    await page.keyboard.press('Tab');
    const history = page.getByRole('link', { name: 'See my donations' });
    await expectFocusVisible(page, history, 'See my donations');
  });

  test('the carousel: Previous, Next and the dots with Enter and Space, the page stays put', async ({
    page,
  }) => {
    // Without autoplay the carousel starts, and stays, on the first slide until a key moves it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Pets waiting for a home' });
    const current = hero.locator('button[aria-current="true"]');
    const previous = hero.getByRole('button', { name: 'Previous slide' });
    const next = hero.getByRole('button', { name: 'Next slide' });
    const dot = (slide: number) => hero.getByRole('button', { name: `Go to slide ${slide}` });
    await expect(current).toHaveText('Go to slide 1');

    // Only the slide in view can be tabbed into; the test starts from a dot.
    await tabTo(page, dot(4), { max: 25 });
    await expectFocusVisible(page, dot(4), 'the dot of slide 4');
    const before = await scrollY(page);
    await page.keyboard.press('Space');
    await expect(current).toHaveText('Go to slide 4');
    await expect(hero.getByRole('group').nth(3)).toBeInViewport({ ratio: 0.9 });
    await expect(dot(4)).toBeFocused();
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, dot(5), 'the dot of slide 5');
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('Go to slide 5');
    await expect(dot(5)).toBeFocused();

    await tabTo(page, next, { backwards: true, max: 6 });
    await expectFocusVisible(page, next, 'Next slide');
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('Go to slide 6');
    await page.keyboard.press('Shift+Tab');
    await expectFocusVisible(page, previous, 'Previous slide');
    await page.keyboard.press('Space');
    await expect(current).toHaveText('Go to slide 5');
    await expect(previous).toBeFocused();

    // Next at the last slide goes back to the first, with Space as with Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(current).toHaveText('Go to slide 6');
    await page.keyboard.press('Space');
    await expect(current).toHaveText('Go to slide 1');
    await expect(hero.getByRole('group').first()).toBeInViewport({ ratio: 0.9 });
    await expect(next).toBeFocused();
    expect(await scrollY(page), 'Space and Enter on the controls leave the page where it was').toBe(
      before,
    );
  });

  test('the FAQ opens and closes with Enter and Space, and Space does not scroll', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Frequently asked questions' }),
    });
    const [donate, adopt, stray] = await faq.locator('details').all();
    // The walk starts at the link just before the FAQ: tabbing through all of Home first
    // would test nothing more, slowly.
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: texts.home.joinOurClub }) })
      .getByRole('link', { name: texts.home.contactUs })
      .focus();
    await tabTo(page, faq.locator('summary').first(), { max: 3 });
    await expectFocusVisible(page, faq.locator('summary').first(), 'the first question');

    await page.keyboard.press('Tab');
    await expectFocusVisible(page, faq.locator('summary').nth(1), 'the second question');
    await page.keyboard.press('Enter');
    await expect(adopt!).toHaveAttribute('open', '');
    await expect(donate!).not.toHaveAttribute('open', '');
    await expect(adopt!.getByText(/Sign in, find a pet/)).toBeVisible();

    await page.keyboard.press('Tab');
    const strayQuestion = faq.locator('summary').nth(2);
    await expectFocusVisible(page, strayQuestion, 'the third question');
    const before = await scrollY(page);
    await page.keyboard.press('Space');
    await expect(stray!).toHaveAttribute('open', '');
    await expect(adopt!).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(stray!).not.toHaveAttribute('open', '');
    expect(await scrollY(page)).toBe(before);
    await expect(strayQuestion).toBeFocused();
  });
});

test.describe('on a phone, with the keyboard alone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navbar menu and the dashboard menu', async ({ page, baseURL }) => {
    const account = await newPerson(baseURL!, 'Phone');
    await signInWithKeys(page, account, '/dashboard/myAddedPets');

    // The navbar menu, back up from the new screen's content.
    const menu = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menu, { backwards: true, max: 15 });
    await expectFocusVisible(page, menu, 'the menu button');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of [texts.nav.home, texts.nav.petListing, texts.nav.donationCampaigns]) {
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, page.getByRole('link', { name, exact: true }), name);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // The dashboard menu: a drawer that takes focus and gives it back.
    const open = page.getByRole('button', { name: 'Dashboard menu' });
    await tabTo(page, open, { max: 10 });
    await expectFocusVisible(page, open, 'the dashboard menu button');
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close dashboard menu' });
    await expectFocusVisible(page, close, 'the close button of the dashboard menu');
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, page.getByRole('link', { name: 'Add a pet' }), 'Add a pet');
    await page.keyboard.press('Escape');
    await expect(close).toBeHidden();
    await expect(open).toBeFocused();

    // Following a link closes the drawer and lands in the new screen.
    await page.keyboard.press('Space');
    await expect(close).toBeFocused();
    const history = page.getByRole('link', { name: 'My donations' });
    await tabTo(page, history, { max: 10 });
    await expectFocusVisible(page, history, 'My donations');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/paymentHistory$/);
    await expect(close).toBeHidden();
    await expectFocusInMain(page, 'after the dashboard menu');

    // The navbar menu's link leads on as well, and the menu closes.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, menu, { backwards: true, max: 30 });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: texts.nav.petListing, exact: true }), {
      max: 3,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/petListing$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectFocusInMain(page, 'after the navbar menu');
  });
});
