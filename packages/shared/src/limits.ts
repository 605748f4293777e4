/**
 * The costly actions each signed-in person may take only so often (the server's per-user
 * limits), by what the refusal says they did.
 */
export const USER_LIMITED_ACTIONS = {
  paymentIntents: 'started many donations',
  paymentRecords: 'recorded many payments',
  pets: 'added many pets',
  campaigns: 'created many campaigns',
  adoptionRequests: 'sent many adoption requests',
  uploads: 'uploaded many pictures',
  updates: 'made many changes',
  deletions: 'deleted many things',
  accountEmails: 'asked for many e-mails',
  favorites: 'saved or removed many favorites',
} as const;
export type UserLimitedAction = keyof typeof USER_LIMITED_ACTIONS;

/** "45 seconds", "1 minute", "12 minutes", "1 hour": a wait as a person says it, rounded up. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The 429 sentence when `action`'s allowance is spent; `seconds` is the Retry-After. */
export const userLimitMessage = (action: UserLimitedAction, seconds: number) =>
  `You have ${USER_LIMITED_ACTIONS[action]} in a short time. Please wait ${waitPhrase(seconds)} and try again.`;

/** The 503 sentence while the server's picture processing is full. */
export const IMAGES_BUSY_MESSAGE =
  'The server is busy processing other pictures. Please try again in a few seconds.';

/** The 413 sentence when an upload would take an account past its storage quota. */
export const uploadQuotaMessage = (quotaBytes: number) =>
  `Your pictures already use most of the ${Math.round(quotaBytes / (1024 * 1024))} MB of storage each account has, so this one was not saved. Choose a picture you uploaded before, or ask the shelter through Contact Us for more room.`;
