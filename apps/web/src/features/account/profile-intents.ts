/**
 * What the profile page's forms ask its route action when the browser sends them itself
 * (actions/profile.server.ts): the name and photo, a new address, or the confirmation link
 * again (the unverified banner's form, on every page, posts here too).
 */
export const PROFILE_INTENTS = ['details', 'email', 'resendVerification'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** The form field that says which of them was sent. */
export const INTENT_FIELD = 'intent';
/** The page the banner's form was sent from, to go back to. */
export const RETURN_FIELD = 'returnTo';
