import { adoptionTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makeApplication, makePet } from '@/testing/mocks/data';
import { renderApp, screen, within } from '@/testing/test-utils';

const milo = makePet({ _id: 'p1', petName: 'Milo', email: 'cleo@example.com' });
const atCap = makeApplication({ openRequests: 3, applicationCap: 3, acceptingApplications: false });

describe('a pet that takes no applications right now', () => {
  it("says so on the pet's page instead of Adopt Now", async () => {
    renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'GET /petListing/p1/application': () => atCap,
      },
    });
    expect(await screen.findByText(adoptionTexts.notTakingApplications)).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.petDetails.adoptNow })).toBeNull();
    expect(screen.queryByRole('link', { name: texts.petDetails.adoptNow })).toBeNull();
  });

  it('offers Adopt Now while it takes them', async () => {
    renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'GET /petListing/p1/application': () => makeApplication({ applicationCap: 3 }),
      },
    });
    expect(await screen.findByRole('button', { name: texts.petDetails.adoptNow })).toBeVisible();
    expect(screen.queryByText(adoptionTexts.notTakingApplications)).toBeNull();
  });

  it("says so on the form's own page instead of the form", async () => {
    renderApp('/petDetails/p1/adopt', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'GET /petListing/p1/application': () => atCap,
        'GET /adopter-profile': () => ({}),
      },
    });
    const section = await screen.findByRole('region', { name: 'Adopt Milo' });
    expect(await within(section).findByText(adoptionTexts.notTakingApplications)).toBeVisible();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );
  });

  it("shows the cap's sentence in the form's error region when it is reached meanwhile", async () => {
    const { user } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'GET /petListing/p1/application': () => makeApplication(),
        'GET /adopter-profile': () => ({}),
        'POST /adoptionUsers': () =>
          json({ error: { code: 'CONFLICT', message: adoptionTexts.capReached } }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    await user.type(await within(dialog).findByLabelText('Phone Number'), '01711000000');
    await user.type(within(dialog).getByLabelText('Address'), 'Dhaka');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adoptionTexts.capReached);
  });
});
