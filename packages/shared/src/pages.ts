import { AUDIT_FILTER_PARAMS } from './audit-filters';
import { BOOKS_PARAM } from './ledger-page';
import { CURSOR_PARAM } from './cursor-trail';
import { PET_SEARCH_PARAMETERS } from './pet-search-parameters';
import { SHOWN_PAGES_PARAM } from './shown-pages';

/**
 * Every page of the app, once. The web app's links (config/paths.ts), the server's page cache,
 * sitemap, robots.txt and the sign-in guard are all read from this table, so adding a page is
 * one entry here and one route in the web app's routes.ts.
 *
 * The URL spellings (`/campaingsDetails`, `/petAdoptor`, camelCase segments) are the product's
 * own and stay as they are: shared links and bookmarks depend on them.
 */

/** Who may see a page: anyone, a signed-in person, or an admin. */
export type PageAccess = 'anyone' | 'signedIn' | 'admin';

export type PageEntry = {
  /** The route pattern, from the site's root; `:name` is a parameter. */
  readonly path: string;
  readonly access: PageAccess;
  /**
   * Listed in the sitemap: the page itself, or for a page about one record (a pet, a
   * campaign) each record the public may see.
   */
  readonly inSitemap: boolean;
  /** Crawlers may visit it; robots.txt disallows the rest. */
  readonly crawl: boolean;
  /**
   * The page a signed-out visitor gets is the same for everyone, so the server may keep it a
   * few seconds and hand it to the next one.
   */
  readonly cacheSignedOut: boolean;
  /** The query parameters that change what the page shows; any other is ignored. */
  readonly query: readonly string[];
  /**
   * Someone's own, opened by the code or token in its address alone (a receipt, a monthly gift,
   * every e-mailed link's page): no browser or shared cache keeps it, whoever asks, and no
   * search engine lists it (`X-Robots-Tag: noindex, nofollow`).
   */
  readonly personal: boolean;
};

const page = (
  path: string,
  access: PageAccess,
  options: Partial<Omit<PageEntry, 'path' | 'access'>> = {},
): PageEntry => ({
  path,
  access,
  inSitemap: false,
  crawl: access === 'anyone',
  cacheSignedOut: false,
  query: [],
  personal: false,
  ...options,
});

const dashboard = (segment: string, access: 'signedIn' | 'admin' = 'signedIn') =>
  page(`/dashboard/${segment}`, access, { crawl: false });

/** A dashboard table paged by cursor: `?cursor=` names its page (one per page before it). */
const pagedDashboard = (segment: string, access: 'signedIn' | 'admin' = 'signedIn') => ({
  ...dashboard(segment, access),
  query: [CURSOR_PARAM],
});

export const pages = {
  home: page('/', 'anyone', { inSitemap: true, cacheSignedOut: true }),
  petListing: page('/petListing', 'signedIn', {
    crawl: true,
    query: [...PET_SEARCH_PARAMETERS, SHOWN_PAGES_PARAM],
  }),
  petDetails: page('/petDetails/:id', 'anyone', { inSitemap: true, cacheSignedOut: true }),
  /** The adoption form on the pet's page, for a browser whose scripts have not run. */
  petAdopt: page('/petDetails/:id/adopt', 'signedIn', { crawl: false }),
  /** The adopter's form to share how the pet is doing. */
  shareHappyTail: page('/petDetails/:id/happyTail', 'signedIn', { crawl: false }),
  donationCampaigns: page('/donationCampaigns', 'signedIn', {
    crawl: true,
    query: [SHOWN_PAGES_PARAM],
  }),
  campaignDetails: page('/campaingsDetails/:id', 'anyone', {
    inSitemap: true,
    cacheSignedOut: true,
    /** `?books=` names an older page of the campaign's books. */
    query: [BOOKS_PARAM],
  }),
  login: page('/login', 'anyone', { inSitemap: true, query: ['redirectTo'] }),
  signUp: page('/signUp', 'anyone', { inSitemap: true }),
  contact: page('/contact', 'anyone', { inSitemap: true }),
  accessibility: page('/accessibility', 'anyone', { inSitemap: true }),
  /** Asks for a link to choose a new password. */
  forgotPassword: page('/forgotPassword', 'anyone', { crawl: false }),
  /** The e-mailed link's page: `?token=`, then the new password. */
  resetPassword: page('/resetPassword', 'anyone', {
    crawl: false,
    personal: true,
    query: ['token'],
  }),
  /** The e-mailed link that confirms an address (`?token=`). */
  verifyEmail: page('/verifyEmail', 'anyone', { crawl: false, personal: true, query: ['token'] }),
  /** The e-mailed link that confirms a new address (`?token=`). */
  confirmEmail: page('/confirmEmail', 'anyone', { crawl: false, personal: true, query: ['token'] }),
  /** The link to the old address that takes a change of address back (`?token=`), 7 days. */
  revertEmail: page('/revertEmail', 'anyone', { crawl: false, personal: true, query: ['token'] }),
  /** The "Still available" e-mailed link (`?token=`): keeps a pet listed, no sign-in needed. */
  stillAvailable: page('/stillAvailable', 'anyone', {
    crawl: false,
    personal: true,
    query: ['token', 'pet'],
  }),
  /** A gift's printable receipt: whoever holds its unguessable code, no sign-in. */
  receipt: page('/receipts/:code', 'anyone', { crawl: false, personal: true }),
  /** A monthly gift's page, from the link on its receipts: whoever holds its code, no sign-in. */
  manageGift: page('/gifts/manage/:code', 'anyone', { crawl: false, personal: true }),
  /** The e-mailed link that confirms a change to a monthly gift (`?token=`): acts on its button. */
  confirmGiftChange: page('/gifts/confirm', 'anyone', {
    crawl: false,
    personal: true,
    query: ['token'],
  }),
  /** The e-mailed link that undoes a change to a monthly gift (`?token=`): acts on its button. */
  undoGiftChange: page('/gifts/undo', 'anyone', { crawl: false, personal: true, query: ['token'] }),
  /** A saved-search alert's unsubscribe link (`?token=`): pauses its searches, no sign-in needed. */
  unsubscribeSearch: page('/unsubscribeSearch', 'anyone', {
    crawl: false,
    personal: true,
    query: ['token'],
  }),
  /** Log Out sent by the browser itself (before the page's script, or without one). */
  logOut: page('/logout', 'anyone', { crawl: false }),
  /** Opened in the Google/GitHub popup: starts the provider's sign-in. */
  authPopup: page('/auth/popup/:provider', 'anyone', { crawl: false }),
  /** Where the server sends the popup back after the provider; reports to the opener. */
  authPopupDone: page('/auth/popup-done', 'anyone', { crawl: false }),
  dashboard: page('/dashboard', 'signedIn', { crawl: false }),
  addPet: dashboard('addPet'),
  createDonationCampaign: dashboard('createDonationCampaign'),
  myAddedPets: pagedDashboard('myAddedPets'),
  updatePetUser: dashboard('updatePetUser/:id'),
  myDonationCampaign: pagedDashboard('myDonationCampaign'),
  updateDonationCampaign: dashboard('updateDonationCampaign/:id'),
  /** The campaign's creator (or an admin) records money spent. */
  recordExpense: dashboard('recordExpense/:id'),
  /** The campaign's creator (or an admin) posts news for its donors. */
  postCampaignUpdate: dashboard('postCampaignUpdate/:id'),
  /** ...and reverses an expense recorded by mistake. */
  correctExpense: dashboard('correctExpense/:id/:entryId'),
  payment: { ...dashboard('payment'), query: ['campaign'] },
  paymentHistory: pagedDashboard('paymentHistory'),
  petAdoptor: dashboard('petAdoptor'),
  /** The adoption requests I sent, with their status. */
  myAdoptionRequests: dashboard('myAdoptionRequests'),
  /** After acceptance: the owner's terms to accept, then the adoption fee by card. */
  completeAdoption: dashboard('completeAdoption/:id'),
  makeAdmin: dashboard('makeAdmin', 'admin'),
  manageAllPets: pagedDashboard('manageAllPets', 'admin'),
  updatePet: dashboard('updatePet/:id', 'admin'),
  allDonations: pagedDashboard('allDonations', 'admin'),
  updateDonation: dashboard('updateDonation/:id', 'admin'),
  /** The signed-in person's notices, newest first. */
  notifications: pagedDashboard('notifications'),
  /** Name, photo and e-mail address. */
  profile: dashboard('profile'),
  /** Which notices are also e-mailed. */
  settings: dashboard('settings'),
  /** The questions and terms every adopter of my pets answers. */
  applicationSettings: dashboard('applicationSettings'),
  /** What every lister asks of me, written once for all my adoption requests. */
  adopterProfile: dashboard('adopterProfile'),
  /** The pets I saved with the heart, newest saved first. */
  favorites: pagedDashboard('favorites'),
  /** The searches I saved and how often new matches are e-mailed. */
  savedSearches: dashboard('savedSearches'),
  /** Messages sent through Contact Us (admins). */
  contactMessages: pagedDashboard('contactMessages', 'admin'),
  /** What admins did and when they signed in (admins), filtered by admin, action and days. */
  /** The shelter's name, charity number and tax sentence for receipts and statements. */
  shelterDetails: dashboard('shelterDetails', 'admin'),
  /** A donor's gifts in one year, printable. */
  statement: dashboard('statements/:year'),
  auditLog: {
    ...pagedDashboard('auditLog', 'admin'),
    query: [CURSOR_PARAM, ...AUDIT_FILTER_PARAMS],
  },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

/** The page's address with its parameters filled in (each one encoded). */
export function pageHref(name: PageName, params: Record<string, string> = {}): string {
  return pages[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${pages[name].path} needs its ${key}.`);
    return encodeURIComponent(value);
  });
}

/** A page's path as a regular expression: each `:name` one segment. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
      .join('/')}/?$`,
  );

/** The page an address shows, or undefined for one the app does not know (its 404 page). */
export function matchPage(pathname: string): PageEntry | undefined {
  return Object.values<PageEntry>(pages).find((entry) => patternOf(entry.path).test(pathname));
}

/**
 * The address the server keeps a page under: its path and the parameters that change it, in a
 * fixed order, so `/?utm_source=x` and `/` are one page rather than one rendering each.
 */
export function pageCacheKey(url: URL, entry: PageEntry): string {
  const kept = new URLSearchParams();
  for (const name of entry.query) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * A page's path as robots.txt matches it: a prefix that ends before a trailing parameter, with
 * `*` for a parameter inside it (RFC 9309), so that the adoption form's `/petDetails/:id/adopt`
 * closes only the form's pages to crawlers and leaves the pet's own page open.
 */
function robotsPattern(path: string): string {
  const segments = path.split('/');
  while (segments.at(-1)?.startsWith(':')) segments.pop();
  return segments.map((segment) => (segment.startsWith(':') ? '*' : segment)).join('/');
}

/**
 * The paths robots.txt turns crawlers away from: the fixed start of every page they may not
 * visit, without one that an earlier entry already covers (robots.txt matches prefixes).
 */
export function uncrawledPathPrefixes(): string[] {
  const prefixes = Object.values(pages)
    .filter((entry) => !entry.crawl)
    .map((entry) => robotsPattern(entry.path))
    .sort();
  return prefixes.filter((prefix, index) =>
    prefixes.slice(0, index).every((earlier) => !prefix.startsWith(earlier)),
  );
}

/** The pages listed in the sitemap as they are (those about one record are listed per record). */
export const sitemapPagePaths = (): string[] =>
  Object.values(pages)
    .filter((entry) => entry.inSitemap && !entry.path.includes(':'))
    .map((entry) => entry.path);
