import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from '../config/paths';

const d = paths.dashboard;

/**
 * Every route of docs/product.md §2, one module each (decision 003: listed here, not found by
 * file name). Each module is its own chunk, loaded with the page that shows it. Who may see a
 * page is its entry's in the pages table (packages/shared/src/pages.ts), which the server's guard
 * and the browser's read (page-access.ts): nothing here says it again.
 */
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route(paths.petDetails.path, 'routes/pet-details.tsx'),
    route(paths.campaignDetails.path, 'routes/campaign-details.tsx'),
    route(paths.login.path, 'routes/login.tsx'),
    route(paths.signUp.path, 'routes/sign-up.tsx'),
    route(paths.contact.path, 'routes/contact.tsx'),
    route(paths.accessibility.path, 'routes/accessibility.tsx'),
    // The account's e-mailed links and the form that sends one: open to anyone.
    route(paths.forgotPassword.path, 'routes/forgot-password.tsx'),
    route(paths.resetPassword.path, 'routes/reset-password.tsx'),
    route(paths.verifyEmail.path, 'routes/email-link.tsx', { id: 'verify-email' }),
    route(paths.confirmEmail.path, 'routes/email-link.tsx', { id: 'confirm-email' }),
    route(paths.revertEmail.path, 'routes/email-link.tsx', { id: 'revert-email' }),
    route(paths.stillAvailable.path, 'routes/still-available.tsx'),
    route(paths.unsubscribeSearch.path, 'routes/unsubscribe-search.tsx'),
    route(paths.receipt.path, 'routes/receipt.tsx'),
    route(paths.manageGift.path, 'routes/manage-gift.tsx'),
    route(paths.confirmGiftChange.path, 'routes/confirm-gift-change.tsx'),
    route(paths.undoGiftChange.path, 'routes/undo-gift-change.tsx'),
    route(paths.logOut.path, 'routes/log-out.tsx'),
    route(paths.petListing.path, 'routes/pet-listing.tsx'),
    // Adopt Now's form on a page of its own, for a browser whose scripts have not run.
    route(paths.petAdopt.path, 'routes/pet-adopt.tsx'),
    route(paths.shareHappyTail.path, 'routes/share-happy-tail.tsx'),
    route(paths.donationCampaigns.path, 'routes/donation-campaigns.tsx'),
    route(d.root.path, 'routes/dashboard/layout.tsx', [
      index('routes/dashboard/start.tsx'),
      route(d.addPet.path, 'routes/dashboard/add-pet.tsx'),
      route(d.createDonationCampaign.path, 'routes/dashboard/create-donation-campaign.tsx'),
      route(d.myAddedPets.path, 'routes/dashboard/my-added-pets.tsx'),
      route(d.updatePetUser.path, 'routes/dashboard/update-pet-user.tsx'),
      route(d.myDonationCampaign.path, 'routes/dashboard/my-donation-campaign.tsx'),
      route(d.updateDonationCampaign.path, 'routes/dashboard/update-donation-campaign.tsx'),
      route(d.recordExpense.path, 'routes/dashboard/record-expense.tsx'),
      route(d.postCampaignUpdate.path, 'routes/dashboard/post-campaign-update.tsx'),
      route(d.correctExpense.path, 'routes/dashboard/correct-expense.tsx'),
      route(d.payment.path, 'routes/dashboard/payment.tsx'),
      route(d.paymentHistory.path, 'routes/dashboard/payment-history.tsx'),
      route(d.statement.path, 'routes/dashboard/statement.tsx'),
      route(d.petAdoptor.path, 'routes/dashboard/pet-adoptor.tsx'),
      route(d.myAdoptionRequests.path, 'routes/dashboard/my-adoption-requests.tsx'),
      route(d.completeAdoption.path, 'routes/dashboard/complete-adoption.tsx'),
      route(d.notifications.path, 'routes/dashboard/notifications.tsx'),
      route(d.favorites.path, 'routes/dashboard/favorites.tsx'),
      route(d.profile.path, 'routes/dashboard/profile.tsx'),
      route(d.settings.path, 'routes/dashboard/settings.tsx'),
      route(d.applicationSettings.path, 'routes/dashboard/application-settings.tsx'),
      route(d.adopterProfile.path, 'routes/dashboard/adopter-profile.tsx'),
      route(d.savedSearches.path, 'routes/dashboard/saved-searches.tsx'),
      route(d.makeAdmin.path, 'routes/dashboard/make-admin.tsx'),
      route(d.manageAllPets.path, 'routes/dashboard/manage-all-pets.tsx'),
      route(d.updatePet.path, 'routes/dashboard/update-pet.tsx'),
      route(d.allDonations.path, 'routes/dashboard/all-donations.tsx'),
      route(d.updateDonation.path, 'routes/dashboard/update-donation.tsx'),
      route(d.contactMessages.path, 'routes/dashboard/contact-messages.tsx'),
      route(d.auditLog.path, 'routes/dashboard/audit-log.tsx'),
      route(d.shelterDetails.path, 'routes/dashboard/shelter-details.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The sign-in popup's two screens: no navbar or footer in a small window.
  route(paths.authPopup.path, 'routes/auth-popup.tsx'),
  route(paths.authPopupDone.path, 'routes/auth-popup-done.tsx'),
] satisfies RouteConfig;
