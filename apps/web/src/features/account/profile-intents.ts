/**
 * What the profile page's forms ask its route action (actions/profile.server.ts), with scripts
 * or without: the name and photo, a new address, or the confirmation link again (the unverified
 * banner's form, on every page, posts here too).
 */
export const PROFILE_INTENTS = ['details', 'email', 'resendVerification'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** The form field that says which of them was sent. */
export const INTENT_FIELD = 'intent';
/** The page the banner's form was sent from, to go back to. */
export const RETURN_FIELD = 'returnTo';

/** What tells each form from the others on its page (useActionForm's `which`). */
export const intentOf = (intent: ProfileIntent) => ({ [INTENT_FIELD]: intent });

/** The fields of each form, in their order on screen. */
export const DETAILS_FIELDS = ['name', 'photoURL'] as const;
export const EMAIL_FIELDS = ['email', 'currentPassword'] as const;
/** The server names the photo `image` (the identity library's word for it). */
export const DETAILS_ALIASES = { image: 'photoURL' } as const;
