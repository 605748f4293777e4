/**
 * The account's own e-mails and links: forgetting a password, verifying an address, changing
 * it. The sentences and link lifetimes, apart from account.ts's schemas so that the banner every
 * page may show loads no zod.
 */

/** How long each e-mailed link works, in seconds. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;
export const EMAIL_LINK_SECONDS = 24 * 60 * 60;
/** How long the old address may take a change of address back. */
export const REVERT_EMAIL_LINK_SECONDS = 7 * 24 * 60 * 60;
/** Links one address nobody has proved is sent in a day at most (sign-up, a new address). */
export const UNPROVED_ADDRESS_LINKS_PER_DAY = 3;

export const accountTexts = {
  forgotLink: 'Forgot password?',
  forgotHeading: 'Forgot your password?',
  forgotIntro:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  forgotSend: 'Send reset link',
  /** The same answer whether or not the address has an account. */
  forgotSent:
    'If an account uses this address, we have e-mailed it a link to choose a new password. The link works for 1 hour, once.',
  resetHeading: 'Choose a new password',
  newPasswordLabel: 'New password',
  resetSave: 'Save new password',
  resetDone: 'Your password is changed, and every other sign-in has ended. Log in with it now.',
  linkInvalid:
    'This link does not work any more: it was used already, it expired, or it was copied only in part. Ask for a new one.',
  resetLinkMissing: 'This page needs the link from your e-mail. Ask for a new one below.',
  askAgain: 'Ask for a new link',
  verifyBanner: (email: string) =>
    `Please confirm your e-mail address: we sent a link to ${email}.`,
  verifyResend: 'Send the link again',
  verifySent: (email: string) => `We sent a new link to ${email}. It works for 24 hours.`,
  alreadyVerified: 'Your e-mail address is already confirmed.',
  verifyHeading: 'Confirm your e-mail address',
  verified: (email: string) => `Thank you: ${email} is confirmed.`,
  profileHeading: 'Profile',
  profileDetailsLegend: 'Name and photo',
  nameLabel: 'Name',
  photoLabel: 'Photo URL',
  profileSave: 'Save profile',
  profileSaved: 'Your profile is saved.',
  emailLegend: 'E-mail address',
  currentEmail: (email: string, verified: boolean) =>
    `Your e-mail address is ${email} (${verified ? 'confirmed' : 'not confirmed yet'}).`,
  newEmailLabel: 'New e-mail address',
  changeEmail: 'Change e-mail',
  changeSent: (email: string) =>
    `We sent a link to ${email}. Your address changes once you follow it; it works for 24 hours.`,
  sameEmail: 'This is already your e-mail address.',
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  confirmHeading: 'Confirm your new e-mail address',
  currentPasswordLabel: 'Current password',
  currentPasswordHint:
    'Needed unless you signed in within the last 5 minutes. Signed in with Google or GitHub only? Leave it empty: we ask your current address first.',
  currentPasswordNeeded: 'Enter your current password to change your e-mail address.',
  currentPasswordWrong: 'That is not your current password.',
  /** An account without a password: the current address approves the change first. */
  approveSent: (email: string) =>
    `We sent a link to your current address, ${email}. Follow it to approve the change; then we send a link to the new address.`,
  approved: (email: string) =>
    `Thank you. We sent a link to ${email}: your address changes once it is followed there.`,
  /** The link buttons: opening a link does nothing until its button is pressed. */
  verifyButton: 'Confirm my address',
  confirmButton: 'Use this address',
  revertButton: 'Take my address back',
  verifyAsk: 'Press the button to confirm that this e-mail address is yours.',
  confirmAsk:
    'Press the button to use this address for your Pet Adoption account. If you did not ask for it, close this page: nothing changes.',
  revertAsk:
    'Press the button to move your Pet Adoption account back to this address. Every device signed in to it is signed out.',
  revertHeading: 'Take your e-mail address back',
  reverted: (email: string) =>
    `Your account uses ${email} again, and every device was signed out. If you think someone else knows your password, choose a new one now.`,
  revertTaken:
    'Another account uses this address now, so it cannot be taken back. Write to us through Contact Us.',
  choosePassword: 'Choose a new password',
  tooManyLinks: (wait: string) =>
    `We have sent this address ${UNPROVED_ADDRESS_LINKS_PER_DAY} links today already. Please wait ${wait} and try again.`,
  /** Each page's title: the product's, then the page's heading (WCAG 2.4.2). */
  pageTitle: (heading: string) => `Pet Adoption | ${heading}`,
  emailLabel: 'Email',
  /**
   * What the password rule of docs/product.md §5 asks for; its pattern message names letters it
   * does not ask.
   */
  passwordRules: '6 to 16 characters, with at least one digit and one of ! @ # $ % ^ & *',
  backToLogin: 'Back to login',
  /** The name of the banner's region, for a screen reader's list of landmarks. */
  // Not 'address': a region's name is a label too, and would stand beside the Address fields.
  verifyBannerLabel: 'E-mail not confirmed yet',
  toDashboard: 'Go to your dashboard',
  toHome: 'Go to the home page',
  toProfile: 'Go to your profile',
  /** A verification link that failed, for a visitor who is not signed in. */
  logInToResend: 'Log in to get a new link',
} as const;
