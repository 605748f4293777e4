import { accountTexts } from './account-texts';
import { favoriteTexts } from './favorite-texts';
import { feeTexts } from './adoption-fee-texts';
import { adoptionTexts } from './adoptions';
import { applicationTexts } from './applications';
import { savedSearchTexts } from './saved-searches';
import { CAMPAIGN_UPDATE_POSTED, CAMPAIGN_UPDATE_POSTED_IN_APP } from './campaign-updates';
import { SHELTER_DETAILS_SAVED } from './receipts';
import { monthlyGiftTexts } from './monthly-gifts';
import { happyTailTexts } from './happy-tails';
import { texts } from './texts';

/**
 * The sentences a form's route action may leave for the page it lands on (a form sent without
 * JavaScript: the same success text the app shows with scripts, as a toast or a dialog). Only
 * these keys travel, with at most a name (or a pair of them, `noticePair`); the text is made
 * here.
 */
export const notices = {
  signedIn: () => texts.login.success,
  loggedOut: () => texts.logOut.success,
  logOutFailed: () => texts.logOut.failure,
  contactSent: (name: string) => texts.contact.sent(name),
  adoptionAsked: (petName: string) => texts.petDetails.requestSent(petName),
  petAdded: (petName: string) => texts.petForm.added(petName),
  petUpdated: (petName: string) => texts.petForm.updated(petName),
  campaignCreated: (petName: string) => texts.campaignForm.created(petName),
  campaignUpdated: (petName: string) => texts.campaignForm.updated(petName),
  expenseRecorded: () => texts.ledger.expenseRecorded,
  campaignUpdatePosted: () => CAMPAIGN_UPDATE_POSTED,
  campaignUpdatePostedInApp: () => CAMPAIGN_UPDATE_POSTED_IN_APP,
  shelterDetailsSaved: () => SHELTER_DETAILS_SAVED,
  correctionRecorded: () => texts.ledger.correctionRecorded,
  requestDeleted: () => texts.dashboard.requestDeleted,
  adminNow: (name: string) => texts.dashboard.isAdminNow(name),
  requestAccepted: (names: string) => texts.dashboard.requestAccepted(...pair(names)),
  petDeleted: (name: string) => texts.dashboard.petDeleted(name),
  petMarkedAdopted: (name: string) => texts.dashboard.petMarked(name, true),
  petMarkedAvailable: (name: string) => texts.dashboard.petMarked(name, false),
  campaignDeleted: (name: string) => texts.dashboard.campaignDeleted(name),
  campaignPaused: (name: string) => texts.dashboard.campaignPaused(name, true),
  campaignResumed: (name: string) => texts.dashboard.campaignPaused(name, false),
  userBanned: (name: string) => texts.dashboard.userBanned(name),
  refunded: (names: string) => texts.dashboard.refunded(...pair(names)),
  notificationRead: () => texts.notifications.markedRead,
  notificationsAllRead: () => texts.notifications.allMarkedRead,
  settingsSaved: () => texts.notifications.saved,
  applicationSettingsSaved: () => applicationTexts.saved,
  adopterProfileSaved: () => applicationTexts.profileSaved,
  adoptionTermsAccepted: () => feeTexts.termsAccepted,
  resetLinkSent: () => accountTexts.forgotSent,
  passwordReset: () => accountTexts.resetDone,
  profileSaved: () => accountTexts.profileSaved,
  emailChangeSent: (email: string) => accountTexts.changeSent(email),
  emailChangeApproveSent: (email: string) => accountTexts.approveSent(email),
  verificationSent: (email: string) => accountTexts.verifySent(email),
  emailAlreadyVerified: () => accountTexts.alreadyVerified,
  requestWithdrawn: (petName: string) => adoptionTexts.withdrawn(petName),
  requestReviewing: (names: string) => adoptionTexts.markedReviewing(...pair(names)),
  requestDeclined: (names: string) => adoptionTexts.declined(...pair(names)),
  reapplyNeedsForm: (petName: string) => adoptionTexts.reapplyNeedsForm(petName),
  favoriteSaved: (petName: string) => favoriteTexts.saved(petName),
  favoriteRemoved: (petName: string) => favoriteTexts.removed(petName),
  savedSearchSaved: (name: string) => savedSearchTexts.saved(name),
  savedSearchUpdated: (name: string) => savedSearchTexts.updated(name),
  savedSearchPaused: (name: string) => savedSearchTexts.paused(name),
  savedSearchResumed: (name: string) => savedSearchTexts.resumed(name),
  savedSearchDeleted: (name: string) => savedSearchTexts.deleted(name),
  savedSearchUnsubscribed: (name: string) => savedSearchTexts.unsubscribed(name),
  giftAmountChanged: (amount: string) => monthlyGiftTexts.changed(amount),
  giftSkipped: (date: string) => monthlyGiftTexts.skip(date),
  giftPaused: () => monthlyGiftTexts.pause,
  giftResumed: (date: string) => monthlyGiftTexts.resume(date),
  giftCancelled: () => monthlyGiftTexts.cancel,
  happyTailShared: (petName: string) => happyTailTexts.posted(petName),
  giftMoved: (names: string) => monthlyGiftTexts.moved(...pair(names)),
  giftConfirmationSent: () => monthlyGiftTexts.confirmationSent,
  giftUndone: () => monthlyGiftTexts.undone,
} satisfies Record<string, (name: string) => string>;

const PAIR_SEPARATOR = '\n';

/** Two names in one notice (a pet and its adopter, an amount and its payer), in their order. */
export const noticePair = (first: string, second: string) =>
  `${first.replaceAll(PAIR_SEPARATOR, ' ')}${PAIR_SEPARATOR}${second}`;

function pair(names: string): [string, string] {
  const at = names.indexOf(PAIR_SEPARATOR);
  return at < 0 ? [names, ''] : [names.slice(0, at), names.slice(at + 1)];
}

/** The cookie a notice waits in for the next page (a page with one is rendered afresh). */
export const NOTICE_COOKIE = 'notice';

export type NoticeKey = keyof typeof notices;

export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(notices, key);
