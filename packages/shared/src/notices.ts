import { texts } from './texts';

/**
 * The sentences a form's route action may leave for the page it lands on (a form sent without
 * JavaScript: the same success text the app shows with scripts, as a toast or a dialog). Only
 * these keys travel, with at most a name; the text is made here.
 */
export const notices = {
  signedIn: () => texts.login.success,
  contactSent: (name: string) => texts.contact.sent(name),
  adoptionAsked: (petName: string) => texts.petDetails.requestSent(petName),
  petAdded: (petName: string) => texts.petForm.added(petName),
  petUpdated: (petName: string) => texts.petForm.updated(petName),
  campaignCreated: (petName: string) => texts.campaignForm.created(petName),
  campaignUpdated: (petName: string) => texts.campaignForm.updated(petName),
  requestDeleted: () => texts.dashboard.requestDeleted,
  adminNow: (name: string) => texts.dashboard.isAdminNow(name),
} satisfies Record<string, (name: string) => string>;

/** The cookie a notice waits in for the next page (a page with one is rendered afresh). */
export const NOTICE_COOKIE = 'notice';

export type NoticeKey = keyof typeof notices;

export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(notices, key);
