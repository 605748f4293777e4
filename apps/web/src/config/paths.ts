import type { PetCategory } from '@pet-adoption/shared';

export type SocialProvider = 'google' | 'github';

/**
 * Every route of docs/product.md §2, in one place: route definitions use `path`, links use
 * `getHref`. The URL spellings (`/campaingsDetails`, `/petAdoptor`, camelCase segments) are the
 * specification's and stay as they are, because shared links and bookmarks depend on them.
 * Dashboard children carry a relative `path` (they are nested under `/dashboard`) and an absolute
 * `getHref`.
 */

const id = (value: string) => encodeURIComponent(value);

function withQuery(pathname: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const dashboard = (segment: string) => `/dashboard/${segment}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  petListing: {
    path: '/petListing',
    getHref: (query: { category?: PetCategory; search?: string } = {}) =>
      withQuery('/petListing', query),
  },
  petDetails: { path: '/petDetails/:id', getHref: (petId: string) => `/petDetails/${id(petId)}` },
  donationCampaigns: { path: '/donationCampaigns', getHref: () => '/donationCampaigns' },
  campaignDetails: {
    path: '/campaingsDetails/:id',
    getHref: (campaignId: string) => `/campaingsDetails/${id(campaignId)}`,
  },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  },
  signUp: { path: '/signUp', getHref: () => '/signUp' },
  /** Opened in the Google/GitHub popup: starts the provider's sign-in. */
  authPopup: {
    path: '/auth/popup/:provider',
    getHref: (provider: SocialProvider) => `/auth/popup/${provider}`,
  },
  /** Where the server sends the popup back after the provider; reports to the opener. */
  authPopupDone: { path: '/auth/popup-done', getHref: () => '/auth/popup-done' },
  contact: { path: '/contact', getHref: () => '/contact' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    addPet: { path: 'addPet', getHref: () => dashboard('addPet') },
    createDonationCampaign: {
      path: 'createDonationCampaign',
      getHref: () => dashboard('createDonationCampaign'),
    },
    myAddedPets: { path: 'myAddedPets', getHref: () => dashboard('myAddedPets') },
    updatePetUser: {
      path: 'updatePetUser/:id',
      getHref: (petId: string) => dashboard(`updatePetUser/${id(petId)}`),
    },
    myDonationCampaign: {
      path: 'myDonationCampaign',
      getHref: () => dashboard('myDonationCampaign'),
    },
    updateDonationCampaign: {
      path: 'updateDonationCampaign/:id',
      getHref: (campaignId: string) => dashboard(`updateDonationCampaign/${id(campaignId)}`),
    },
    payment: {
      path: 'payment',
      getHref: (campaignId?: string) => withQuery(dashboard('payment'), { campaign: campaignId }),
    },
    paymentHistory: { path: 'paymentHistory', getHref: () => dashboard('paymentHistory') },
    petAdoptor: { path: 'petAdoptor', getHref: () => dashboard('petAdoptor') },
    /** The adoption requests I sent, with their status. */
    myAdoptionRequests: {
      path: 'myAdoptionRequests',
      getHref: () => dashboard('myAdoptionRequests'),
    },
    makeAdmin: { path: 'makeAdmin', getHref: () => dashboard('makeAdmin') },
    manageAllPets: { path: 'manageAllPets', getHref: () => dashboard('manageAllPets') },
    updatePet: {
      path: 'updatePet/:id',
      getHref: (petId: string) => dashboard(`updatePet/${id(petId)}`),
    },
    allDonations: { path: 'allDonations', getHref: () => dashboard('allDonations') },
    /** Messages sent through Contact Us (admins). */
    contactMessages: { path: 'contactMessages', getHref: () => dashboard('contactMessages') },
    updateDonation: {
      path: 'updateDonation/:id',
      getHref: (campaignId: string) => dashboard(`updateDonation/${id(campaignId)}`),
    },
  },
} as const;
