import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, makePet, users } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

// Guarded and admin screens render for a signed-in admin; guards.test.tsx covers the rest.
const asAdmin = {
  api: {
    ...signedInHandlers(ann, { admin: true }),
    'GET /users': () => users,
    'GET /petListing/p1': () => makePet({ _id: 'p1', petName: 'Milo' }),
    'GET /adoptionUsers': () => [],
    'GET /campaigns': () => [],
    'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
    'GET /payments': () => [],
  },
};

const d = paths.dashboard;

// Every route of docs/product.md §2 with the heading and document title it shows now.
const screens: [href: string, heading: string, title: string][] = [
  [
    paths.home.getHref(),
    'Pet Adoption: adopt a pet or help one through a donation',
    texts.titles.home,
  ],
  [paths.petListing.getHref(), texts.petListing.bannerTitle, texts.titles.petListing],
  [paths.petDetails.getHref('p1'), 'Milo', texts.titles.petDetails],
  [paths.donationCampaigns.getHref(), texts.nav.donationCampaigns, texts.titles.donationCampaigns],
  [paths.campaignDetails.getHref('c1'), 'Biscuit', texts.titles.campaignDetails],
  [paths.login.getHref(), texts.login.heading, texts.titles.login],
  [paths.signUp.getHref(), 'Register', texts.titles.signUp],
  [paths.contact.getHref(), texts.home.contactUs, texts.titles.contact],
  [d.addPet.getHref(), 'Add a pet', texts.titles.dashboard],
  [d.createDonationCampaign.getHref(), 'Create a donation campaign', texts.titles.dashboard],
  [d.myAddedPets.getHref(), 'My added pets', texts.titles.dashboard],
  [d.updatePetUser.getHref('p1'), 'Update pet', texts.titles.dashboard],
  [d.myDonationCampaign.getHref(), 'My donation campaigns', texts.titles.dashboard],
  [d.updateDonationCampaign.getHref('c1'), 'Update donation campaign', texts.titles.dashboard],
  [d.payment.getHref(), 'Donate', texts.titles.dashboard],
  [d.paymentHistory.getHref(), 'Payment history', texts.titles.dashboard],
  [d.petAdoptor.getHref(), 'Adoption requests', texts.titles.dashboard],
  [d.myAdoptionRequests.getHref(), 'Requests I sent', texts.titles.dashboard],
  [d.makeAdmin.getHref(), 'All users', texts.titles.dashboard],
  [d.manageAllPets.getHref(), 'Manage all pets', texts.titles.dashboard],
  [d.updatePet.getHref('p1'), 'Update pet', texts.titles.dashboard],
  [d.allDonations.getHref(), 'All donation campaigns', texts.titles.dashboard],
  [d.updateDonation.getHref('c1'), 'Update donation campaign', texts.titles.dashboard],
];

describe('routes', () => {
  it.each(screens)(
    '%s shows its screen with one h1 and its title',
    async (href, heading, title) => {
      renderApp(href, asAdmin);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(title));
      // The layout wraps every screen.
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('starts the dashboard at addPet', async () => {
    const { router } = renderApp(d.root.getHref(), asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/addPet');
  });

  it.each(['/no-such-page', '/dashboard/no-such-page', '/petDetails'])(
    '%s shows the 404 screen',
    async (href) => {
      renderApp(href);
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
      ).toBeVisible();
    },
  );

  it('offers a skip link to the main content', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
