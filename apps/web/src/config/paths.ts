import {
  type AuditFilters,
  BOOKS_PARAM,
  pageHref,
  pages,
  type PageName,
  type PetCategory,
} from '@pet-adoption/shared';

export type SocialProvider = 'google' | 'github';

/**
 * The app's pages as routes and links: route definitions use `path`, links use `getHref`. Each
 * page's address comes from the pages table in packages/shared, which the server reads too (the
 * sign-in guard, the page cache, the sitemap, robots.txt). Dashboard children carry a relative
 * `path` (they are nested under `/dashboard`) and an absolute `getHref`.
 */

function withQuery(pathname: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A page without parameters. */
const fixed = (name: PageName) => ({ path: pages[name].path, getHref: () => pages[name].path });

/** A page about one record: `/petDetails/{id}`. */
const record = (name: PageName) => ({
  path: pages[name].path,
  getHref: (id: string) => pageHref(name, { id }),
});

/** Nested under /dashboard: the route's path is relative, the link absolute. */
const nested = <Href extends (...args: never[]) => string>(name: PageName, getHref: Href) => ({
  path: pages[name].path.slice(pages.dashboard.path.length + 1),
  getHref,
});

const dashboardPage = (name: PageName) => nested(name, () => pages[name].path);

/**
 * Payment history's parameter for one campaign's donations (`?campaign=<id>`, admins): where the
 * Donations button of All donation campaigns leads.
 */
export const CAMPAIGN_DONATIONS_PARAM = 'campaign';
const dashboardRecord = (name: PageName) => nested(name, (id: string) => pageHref(name, { id }));

export const paths = {
  home: fixed('home'),
  petListing: {
    path: pages.petListing.path,
    getHref: (query: { category?: PetCategory; search?: string } = {}) =>
      withQuery(pages.petListing.path, query),
  },
  petDetails: record('petDetails'),
  petAdopt: record('petAdopt'),
  shareHappyTail: record('shareHappyTail'),
  donationCampaigns: fixed('donationCampaigns'),
  campaignDetails: {
    path: pages.campaignDetails.path,
    /** `books`: an older page of the campaign's books. */
    getHref: (id: string, books?: string) =>
      withQuery(pageHref('campaignDetails', { id }), { [BOOKS_PARAM]: books }),
  },
  accessibility: fixed('accessibility'),
  login: {
    path: pages.login.path,
    getHref: (redirectTo?: string) => withQuery(pages.login.path, { redirectTo }),
  },
  signUp: fixed('signUp'),
  authPopup: {
    path: pages.authPopup.path,
    getHref: (provider: SocialProvider) => pageHref('authPopup', { provider }),
  },
  authPopupDone: fixed('authPopupDone'),
  logOut: fixed('logOut'),
  contact: fixed('contact'),
  forgotPassword: fixed('forgotPassword'),
  /** The e-mailed links: each page reads its `?token=`. */
  resetPassword: fixed('resetPassword'),
  verifyEmail: fixed('verifyEmail'),
  confirmEmail: fixed('confirmEmail'),
  /** The old address's link that takes a change of address back (`?token=`). */
  revertEmail: fixed('revertEmail'),
  /** The "Still available" e-mailed link that keeps a pet listed (`?token=`). */
  stillAvailable: fixed('stillAvailable'),
  /** A saved-search alert's unsubscribe link (`?token=`). */
  unsubscribeSearch: fixed('unsubscribeSearch'),
  /** A gift's receipt, opened by its code alone. */
  receipt: {
    path: pages.receipt.path,
    getHref: (code: string) => pageHref('receipt', { code }),
  },
  /** A monthly gift's page, opened by the code in its receipts' link alone. */
  manageGift: {
    path: pages.manageGift.path,
    getHref: (code: string) => pageHref('manageGift', { code }),
  },
  /** The e-mailed links that confirm or undo a change to a monthly gift (`?token=`). */
  confirmGiftChange: fixed('confirmGiftChange'),
  undoGiftChange: fixed('undoGiftChange'),
  dashboard: {
    root: fixed('dashboard'),
    addPet: dashboardPage('addPet'),
    createDonationCampaign: dashboardPage('createDonationCampaign'),
    myAddedPets: dashboardPage('myAddedPets'),
    updatePetUser: dashboardRecord('updatePetUser'),
    myDonationCampaign: dashboardPage('myDonationCampaign'),
    updateDonationCampaign: dashboardRecord('updateDonationCampaign'),
    recordExpense: dashboardRecord('recordExpense'),
    postCampaignUpdate: dashboardRecord('postCampaignUpdate'),
    correctExpense: nested('correctExpense', (id: string, entryId: string) =>
      pageHref('correctExpense', { id, entryId }),
    ),
    payment: nested('payment', (campaignId?: string) =>
      withQuery(pages.payment.path, { campaign: campaignId }),
    ),
    /** Every payment the visitor may see, or (admins) one campaign's donations. */
    paymentHistory: nested('paymentHistory', (campaignId?: string) =>
      withQuery(pages.paymentHistory.path, { [CAMPAIGN_DONATIONS_PARAM]: campaignId }),
    ),
    petAdoptor: dashboardPage('petAdoptor'),
    myAdoptionRequests: dashboardPage('myAdoptionRequests'),
    /** After acceptance: the adopter accepts the terms and pays the fee (by request id). */
    completeAdoption: dashboardRecord('completeAdoption'),
    makeAdmin: dashboardPage('makeAdmin'),
    manageAllPets: dashboardPage('manageAllPets'),
    updatePet: dashboardRecord('updatePet'),
    allDonations: dashboardPage('allDonations'),
    contactMessages: dashboardPage('contactMessages'),
    shelterDetails: dashboardPage('shelterDetails'),
    statement: nested('statement', (year: number) => pageHref('statement', { year: String(year) })),
    auditLog: nested('auditLog', (filters: AuditFilters = {}) =>
      withQuery(pages.auditLog.path, filters),
    ),
    notifications: dashboardPage('notifications'),
    /** The pets I saved with the heart. */
    favorites: dashboardPage('favorites'),
    profile: dashboardPage('profile'),
    settings: dashboardPage('settings'),
    applicationSettings: dashboardPage('applicationSettings'),
    adopterProfile: dashboardPage('adopterProfile'),
    savedSearches: dashboardPage('savedSearches'),
    updateDonation: dashboardRecord('updateDonation'),
  },
} as const;
