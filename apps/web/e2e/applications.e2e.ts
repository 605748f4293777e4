import {
  adoptionTexts,
  applicationTexts,
  feeTexts,
  notificationTexts,
  texts,
} from '@pet-adoption/shared';
import { accessibilityViolations, expect, test } from './helpers';
import { expectFocusVisible, tabTo } from './keyboard';
import { mailTo } from './mailbox';
import { apiAs, person } from './people';

const pet = (petName: string) => ({
  image: '/images/categories/rabbit.webp',
  petName,
  category: 'rabbit',
  petAge: 10,
  petLocation: 'Khulna',
  date: '2026-05-01',
  shortDescription: 'A gentle rabbit.',
  longDescription: 'A gentle rabbit who likes hay, a quiet corner and being brushed.',
});

const WHY = 'Why would you like to adopt this pet?';
const FENCED = 'Is your garden fenced?';
const TERMS = 'Keep the rabbit indoors at night.\nA vet visit within two weeks.';

// Walked once, on a phone, where its forms are hardest to fill in (decision 077).
test.describe('a real application at 375 px', () => {
  test.describe.configure({ timeout: 240_000 });

  test('A asks two questions and a fee; B and C apply; B is 1st of 2; A accepts B; C re-applies in a step; B accepts the terms and pays by keyboard; A is told', async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width: 375, height: 740 };
    const a = await person(browser, baseURL!, 'Lister', viewport);
    const b = await person(browser, baseURL!, 'Adopter', viewport);
    const c = await person(browser, baseURL!, 'Second', viewport);
    const d = await person(browser, baseURL!, 'Rescuer', viewport);
    const suffix = Date.now().toString(36);
    const petName = `Clover ${suffix}`;
    const otherName = `Hazel ${suffix}`;

    // Set-up the story does not look at: A's questions and terms, the pets, B's profile.
    const ownerApi = await apiAs(baseURL!, a.cookies, a.account.email);
    await ownerApi.put('/application-settings', {
      questions: [
        { id: 'why', label: WHY, type: 'longText', options: [], required: true },
        { id: 'fenced', label: FENCED, type: 'yesNo', options: [], required: true },
      ],
      terms: TERMS,
    });
    const { insertedId: petId } = await ownerApi.post('/petListing', pet(petName));
    await ownerApi.dispose();
    const rescuerApi = await apiAs(baseURL!, d.cookies, d.account.email);
    await rescuerApi.post('/petListing', pet(otherName));
    await rescuerApi.dispose();
    const adopterApi = await apiAs(baseURL!, b.cookies, b.account.email);
    await adopterApi.put('/adopter-profile', { adults: 2, homeType: 'house' });
    await adopterApi.dispose();

    // A sets the fee on the pet's form.
    await a.page.goto(`/dashboard/updatePetUser/${String(petId)}`);
    await a.page.getByLabel(/^Adoption fee/).fill('75');
    await a.page.getByRole('button', { name: /^Update/ }).click();
    await expect(a.page.getByText(/updated/i).first()).toBeVisible();

    // B applies on the pet's page: the profile is filled in, the two questions answered.
    await b.page.goto(`/petDetails/${String(petId)}`);
    await expect(b.page.getByText('Adoption fee: $75')).toBeVisible();
    await b.page.getByRole('button', { name: texts.petDetails.adoptNow }).click();
    const dialog = b.page.getByRole('dialog', { name: `Adopt ${petName}` });
    await expect(dialog.getByLabel(applicationTexts.labels.adults)).toHaveValue('2');
    await dialog.getByLabel('Phone Number').fill('+880 1711 000011');
    await dialog.getByLabel('Address', { exact: true }).fill('4 Mill Lane, Khulna');
    await dialog.getByLabel(WHY).fill('We have a quiet house and time to brush her.');
    await dialog.getByRole('group', { name: FENCED }).getByLabel('Yes').check();
    await dialog.getByRole('button', { name: texts.petDetails.submit }).click();
    await expect(b.page.getByText(`Your request to adopt ${petName} was sent.`)).toBeVisible();

    // C applies too (through the API: the form is B's part of the story).
    const secondApi = await apiAs(baseURL!, c.cookies, c.account.email);
    await secondApi.post('/adoptionUsers', {
      petId,
      phoneNumber: '+880 1711 000012',
      address: '9 Hill Road, Khulna',
      answers: [
        { questionId: 'why', answer: 'Our last rabbit was very happy with us.' },
        { questionId: 'fenced', answer: 'no' },
      ],
    });
    await secondApi.dispose();

    // B sees the place in line.
    await b.page.goto('/dashboard/myAdoptionRequests');
    await expect(b.page.getByText(adoptionTexts.position(1, 2))).toBeVisible();

    // A reads B's answers and accepts B.
    await a.page.goto('/dashboard/petAdoptor');
    const requests = a.page.getByRole('region', { name: 'Requests for my pets' });
    const rowOfB = requests.getByRole('row', { name: new RegExp(b.account.email) });
    await expect(rowOfB.getByRole('list', { name: /^History of the request/ })).toBeVisible();
    expect(await accessibilityViolations(a.page)).toEqual([]);
    await rowOfB.getByRole('button', { name: /^Accept/ }).click();
    await expect(a.page.getByText(`${petName} is adopted by ${b.account.name}`)).toBeVisible();

    // C: declined, with pets like this one, and re-applies to one in a single step.
    await c.page.goto('/dashboard/myAdoptionRequests');
    const declinedRow = c.page.getByRole('row', { name: new RegExp(`^${petName} `) });
    await expect(declinedRow.getByRole('cell').nth(1)).toContainText(
      adoptionTexts.statusLabels.declined,
    );
    await expect(declinedRow.getByText(adoptionTexts.acceptedOtherNote)).toBeVisible();
    const similar = c.page.getByRole('region', { name: new RegExp(adoptionTexts.similarPets) });
    await expect(similar).toBeVisible();
    expect(await accessibilityViolations(c.page)).toEqual([]);
    await similar
      .getByRole('listitem')
      .filter({ hasText: otherName })
      .getByRole('button', { name: `${adoptionTexts.applyWithProfile} for ${otherName}` })
      .click();
    await expect(c.page.getByText(`Your request to adopt ${otherName} was sent.`)).toBeVisible();
    await expect(c.page.getByText(adoptionTexts.position(1, 1))).toBeVisible();

    // B completes the adoption by keyboard: the terms, then the fee by card.
    await b.page.goto('/dashboard/myAdoptionRequests');
    await b.page.getByRole('link', { name: adoptionTexts.completeAdoption }).click();
    await expect(b.page.getByRole('heading', { name: feeTexts.heading })).toBeVisible();
    await expect(b.page.getByText('Keep the rabbit indoors at night.')).toBeVisible();
    expect(await accessibilityViolations(b.page)).toEqual([]);
    const accept = b.page.getByLabel(feeTexts.acceptTerms);
    await tabTo(b.page, accept, { max: 40 });
    await expectFocusVisible(b.page, accept, 'the terms box');
    await b.page.keyboard.press('Space');
    await expect(accept).toBeChecked();
    await b.page.keyboard.press('Tab');
    await expectFocusVisible(
      b.page,
      b.page.getByRole('button', { name: feeTexts.submitTerms }),
      'Accept the terms',
    );
    await b.page.keyboard.press('Enter');
    await expect(b.page.getByText(feeTexts.termsAccepted)).toBeVisible();
    expect(await accessibilityViolations(b.page)).toEqual([]);
    const card = b.page.getByLabel('Card number');
    await tabTo(b.page, card, { max: 20 });
    await b.page.keyboard.type('4242 4242 4242 4242');
    for (const [label, value] of [
      ['Expiry (MM/YY)', '12/34'],
      ['CVC', '123'],
    ] as const) {
      await b.page.keyboard.press('Tab');
      await expectFocusVisible(b.page, b.page.getByLabel(label), label);
      await b.page.keyboard.type(value);
    }
    const pay = b.page.getByRole('button', { name: feeTexts.payButton });
    await tabTo(b.page, pay, { max: 5 });
    await b.page.keyboard.press('Enter');
    await expect(b.page.getByText(feeTexts.feePaid('$75'))).toBeVisible();

    // B's payment history has the fee beside donations; A is told, in the bell and by e-mail.
    await b.page.goto('/dashboard/paymentHistory');
    await expect(
      b.page.getByRole('row', { name: new RegExp(petName) }).getByText(feeTexts.kindLabels.fee),
    ).toBeVisible();
    const told = notificationTexts.adoptionCompleted(petName, b.account.name, '$75').title;
    await a.page.goto('/dashboard/notifications');
    await expect(a.page.getByRole('link', { name: `${told} (Unread)` })).toBeVisible();
    await mailTo(a.account.email, told);
  });
});
