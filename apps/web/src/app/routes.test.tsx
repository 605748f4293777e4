import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  accountTexts,
  applicationTexts,
  feeTexts,
  listingTexts,
  matchPage,
  pages,
  texts,
} from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, bob, makeApplication, makePet, users } from '@/testing/mocks/data';
import { campaignPageHandlers, makeCampaign } from '@/testing/mocks/donations';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';
import routeConfig from './routes';

// Every screen renders for a signed-in admin; the guards' own behaviour (spinner, token) is in
// features/auth/components/require-auth.test.tsx.
const screenData = {
  'GET /users': () => users,
  'GET /petListing/p1': () => makePet({ _id: 'p1', petName: 'Milo' }),
  'GET /adoptionUsers': () => [],
  'GET /campaigns': () => [],
  'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
  ...campaignPageHandlers('c1'),
  'GET /payments': () => [],
  'GET /contact': () => [],
  'GET /audit': () => [],
  'GET /application-settings': () => ({ questions: [], terms: '' }),
  'GET /adopter-profile': () => ({}),
  'GET /petListing/p1/application': () => makeApplication(),
};
const asAdmin = { api: { ...signedInHandlers(ann, { admin: true }), ...screenData } };

const d = paths.dashboard;

// Every route of docs/product.md §2: the heading and document title it shows.
const screens: [href: string, heading: string, title: string][] = [
  [
    paths.home.getHref(),
    'Pet Adoption: adopt a pet or help one through a donation',
    texts.titles.home,
  ],
  [paths.petListing.getHref(), texts.petListing.bannerTitle, texts.titles.petListing],
  [paths.petDetails.getHref('p1'), 'Milo', 'Pet Adoption | Pet Details | Milo'],
  [paths.petAdopt.getHref('p1'), 'Milo', 'Pet Adoption | Adopt Milo'],
  [paths.donationCampaigns.getHref(), texts.nav.donationCampaigns, texts.titles.donationCampaigns],
  [paths.campaignDetails.getHref('c1'), 'Biscuit', 'Pet Adoption | Campaign Details | Biscuit'],
  [paths.login.getHref(), texts.login.heading, texts.titles.login],
  [paths.signUp.getHref(), 'Register', texts.titles.signUp],
  [paths.contact.getHref(), texts.home.contactUs, texts.titles.contact],
  [
    paths.forgotPassword.getHref(),
    accountTexts.forgotHeading,
    accountTexts.pageTitle(accountTexts.forgotHeading),
  ],
  // The e-mailed links' pages, here without their token (nothing is asked of the API).
  [
    paths.resetPassword.getHref(),
    accountTexts.resetHeading,
    accountTexts.pageTitle(accountTexts.resetHeading),
  ],
  [
    paths.verifyEmail.getHref(),
    accountTexts.verifyHeading,
    accountTexts.pageTitle(accountTexts.verifyHeading),
  ],
  [
    paths.confirmEmail.getHref(),
    accountTexts.confirmHeading,
    accountTexts.pageTitle(accountTexts.confirmHeading),
  ],
  [
    paths.stillAvailable.getHref(),
    listingTexts.stillAvailableHeading,
    listingTexts.stillAvailableTitle,
  ],
  [d.addPet.getHref(), 'Add a pet', 'Pet Adoption | Dashboard | Add a pet'],
  [
    d.createDonationCampaign.getHref(),
    'Create a donation campaign',
    'Pet Adoption | Dashboard | Create a donation campaign',
  ],
  [d.myAddedPets.getHref(), 'My added pets', 'Pet Adoption | Dashboard | My added pets'],
  [d.updatePetUser.getHref('p1'), 'Update pet', 'Pet Adoption | Dashboard | Update pet'],
  [
    d.myDonationCampaign.getHref(),
    'My donation campaigns',
    'Pet Adoption | Dashboard | My donation campaigns',
  ],
  [
    d.updateDonationCampaign.getHref('c1'),
    'Update donation campaign',
    'Pet Adoption | Dashboard | Update donation campaign',
  ],
  [d.payment.getHref(), 'Donate', 'Pet Adoption | Dashboard | Donate'],
  [d.paymentHistory.getHref(), 'Payment history', 'Pet Adoption | Dashboard | Payment history'],
  [d.petAdoptor.getHref(), 'Adoption requests', 'Pet Adoption | Dashboard | Adoption requests'],
  [d.myAdoptionRequests.getHref(), 'Requests I sent', 'Pet Adoption | Dashboard | Requests I sent'],
  [
    d.completeAdoption.getHref('a1'),
    feeTexts.heading,
    texts.titles.dashboardScreen(feeTexts.heading),
  ],
  [
    d.profile.getHref(),
    accountTexts.profileHeading,
    texts.titles.dashboardScreen(accountTexts.profileHeading),
  ],
  [
    d.applicationSettings.getHref(),
    applicationTexts.settingsHeading,
    texts.titles.dashboardScreen(applicationTexts.settingsHeading),
  ],
  [
    d.adopterProfile.getHref(),
    applicationTexts.profileHeading,
    texts.titles.dashboardScreen(applicationTexts.profileHeading),
  ],
  [d.makeAdmin.getHref(), 'All users', 'Pet Adoption | Dashboard | All users'],
  [d.manageAllPets.getHref(), 'Manage all pets', 'Pet Adoption | Dashboard | Manage all pets'],
  [d.updatePet.getHref('p1'), 'Update pet', 'Pet Adoption | Dashboard | Update pet'],
  [
    d.allDonations.getHref(),
    'All donation campaigns',
    'Pet Adoption | Dashboard | All donation campaigns',
  ],
  [
    d.updateDonation.getHref('c1'),
    'Update donation campaign',
    'Pet Adoption | Dashboard | Update donation campaign',
  ],
  [d.contactMessages.getHref(), 'Contact messages', 'Pet Adoption | Dashboard | Contact messages'],
  [d.auditLog.getHref(), 'Audit log', 'Pet Adoption | Dashboard | Audit log'],
];

/** Who may see the screen at `href`, as the pages table says (both guards read it). */
const accessOf = (href: string) => matchPage(href.split('?')[0] ?? href)?.access ?? 'anyone';
const guarded = screens.filter(([href]) => accessOf(href) !== 'anyone');
const adminOnly = screens.filter(([href]) => accessOf(href) === 'admin');
const open = screens.filter(([href]) => accessOf(href) === 'anyone');

/** The pattern of each page route of routes.ts (`/dashboard/updatePet/:id`, `/` for Home). */
function patternsOf(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const pattern =
      entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.path !== undefined || entry.index ? [pattern || '/'] : [];
    return [...own, ...patternsOf(entry.children ?? [], pattern)];
  });
}

describe('the route table', () => {
  it('has a route for every page of the pages table, which says who may see it', () => {
    // The dashboard's start is the dashboard's own page; any other address is the 404 page's.
    const patterns = [...new Set(patternsOf(routeConfig))].filter((pattern) => pattern !== '/*');
    expect(patterns.sort()).toEqual(
      Object.values(pages)
        .map((page) => page.path)
        .sort(),
    );
  });

  it('has screens of each kind for the checks below', () => {
    expect(open.length).toBeGreaterThan(0);
    expect(guarded.length).toBeGreaterThan(adminOnly.length);
    expect(adminOnly.length).toBeGreaterThan(0);
  });

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

  it('gives every screen a title of its own (WCAG 2.4.2)', () => {
    // Update pet and Update donation campaign are one screen each, under two addresses.
    const titleOf = new Map(screens.map(([, heading, title]) => [heading, title]));
    expect(new Set(titleOf.values()).size).toBe(titleOf.size);
  });

  it.each(open)('%s is open to signed-out visitors', async (href, heading) => {
    const { app } = renderApp(href, { api: screenData });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(app.location().pathname).toBe(href);
  });

  it.each(guarded)(
    '%s sends a signed-out visitor to /login, remembering the page',
    async (href) => {
      const { app } = renderApp(href, { api: screenData });
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
      ).toBeVisible();
      expect(app.location().pathname).toBe(paths.login.path);
      expect(app.location().state).toMatchObject({ from: { pathname: href } });
    },
  );

  it.each(adminOnly)('%s sends a signed-in non-admin to /dashboard/addPet', async (href) => {
    const { app } = renderApp(href, { api: { ...signedInHandlers(bob), ...screenData } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    expect(app.location().pathname).toBe(d.addPet.getHref());
  });

  it('starts the dashboard at addPet', async () => {
    const { app } = renderApp(d.root.getHref(), asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    expect(app.location().pathname).toBe('/dashboard/addPet');
  });

  it('opens the dashboard from the account menu at addPet, and Back returns home', async () => {
    const { app, user } = renderApp(paths.home.getHref(), asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Open account menu' }));
    await user.click(screen.getByRole('link', { name: texts.nav.dashboard }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    expect(app.location().pathname).toBe('/dashboard/addPet');
    // The empty dashboard start is never a page of its own in the history.
    await act(() => app.navigate(-1));
    expect(app.location().pathname).toBe('/');
  });

  it.each(['/no-such-page', '/dashboard/no-such-page', '/petDetails'])(
    '%s shows the 404 page inside the navbar and footer',
    async (href) => {
      renderApp(href);
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
      ).toBeVisible();
      expect(screen.getByText(texts.notFound.sorry)).toBeVisible();
      expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(texts.titles.notFound));
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
