import { texts, type Review } from '@pet-adoption/shared';
import { expect, failedToLoad, firstCampaign, firstPet, section, test } from './helpers';

// The server's HTML is the whole page: people whose browser runs no script (or has not run it
// yet) read everything, and plain links take them from page to page.
test.use({ javaScriptEnabled: false });

test.describe('reading without JavaScript', () => {
  test('Home shows its sections and pictures, and a pet card leads to the pet', async ({
    page,
    request,
  }) => {
    const pet = await firstPet(request);
    const [review] = (await (await request.get('/api/reviews')).json()) as Review[];

    await page.goto('/');
    await expect(page).toHaveTitle(texts.titles.home);
    const newest = section(page, 'Newest pets looking for a home');
    const card = newest.getByRole('link', { name: pet.petName, exact: true });
    await expect(card).toBeVisible();
    await expect(
      section(page, texts.home.categoriesHeading).getByRole('link', { name: 'Cats' }),
    ).toBeVisible();
    await expect(
      section(page, 'Almost there')
        .getByRole('link', { name: /^Help / })
        .first(),
    ).toBeVisible();
    await expect(section(page, 'Testimonials').getByText(review!.details)).toBeVisible();

    const pictures = page.locator('main img');
    expect(await pictures.count()).toBeGreaterThan(6);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('src', /^(\/|https?:\/\/)\S+$/);
    }
    await expect(pictures.first()).toHaveJSProperty('complete', true);
    expect(
      await pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/petDetails/${pet._id}$`));
    await expect(page).toHaveTitle(texts.titles.petDetailsOf(pet.petName));
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();
    const picture = page.getByRole('img', { name: pet.images[0]!.alt, exact: true });
    await expect(picture).toHaveAttribute('src', pet.image);
    await expect(picture).toHaveJSProperty('complete', true);
  });

  test("a pet's page and a campaign's page show their text", async ({ page, request }) => {
    const pet = await firstPet(request);
    await page.goto(`/petDetails/${pet._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pet.petName })).toBeVisible();
    await expect(page.getByText(pet.petLocation, { exact: true })).toBeVisible();
    await expect(page.getByText(pet.longDescription.trim())).toBeVisible();

    const campaign = await firstCampaign(request);
    await page.goto(`/campaingsDetails/${campaign._id}`);
    await expect(page).toHaveTitle(texts.titles.campaignDetailsOf(campaign.petName));
    await expect(page.getByRole('heading', { level: 1, name: campaign.petName })).toBeVisible();
    await expect(page.getByText(campaign.shortDescription.trim()).first()).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: `Donations for ${campaign.petName}` }),
    ).toBeVisible();
  });

  test('an unknown path answers 404 with the 404 page, and its link goes home', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({
      text: failedToLoad(404),
      url: /\/no\/such\/page$/,
      because: 'the page answers 404, which is what the test checks',
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(texts.titles.notFound);
    await expect(page.getByText(texts.notFound.sorry)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: texts.notFound.heading }),
    ).toBeVisible();
    await page.getByRole('link', { name: texts.notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(texts.titles.home);
  });
});
