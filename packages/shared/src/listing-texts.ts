import { MAX_ADOPTION_FEE } from './pets';
import { APPLICATION_CAP_MAX } from './adoptions';
import { groupDigits } from './digits';

/** The words about a listing's fee, cap, pause and "Still available" link, on every screen. */
export const listingTexts = {
  feeLabel: 'Adoption fee ($)',
  feeHint: `0 or empty for no fee, at most $${groupDigits(MAX_ADOPTION_FEE)}`,
  capLabel: 'Most open applications at once',
  capHint: `Leave empty for no limit; 1 to ${APPLICATION_CAP_MAX}`,
  /** On a pet's card and page when it has a fee ("Adoption fee: $150"). */
  adoptionFee: (amount: string) => `Adoption fee: ${amount}`,
  paused: 'Paused',
  /** Beside a paused pet in My added pets. */
  pausedNote: (pet: string) =>
    `${pet} is not shown in the pet listing because it was not updated for a long time. Update it to list it again.`,
  stillAvailableHeading: 'Still available',
  stillAvailableTitle: 'Pet Adoption | Still available',
  stillAvailableAsk:
    'Is your pet still looking for a home? Choose “Still available” and the listing stays up as if you had just updated it.',
  stillAvailableButton: 'Still available',
  stillAvailableDone: (pet: string) => `Thanks! ${pet} stays listed.`,
  stillAvailableToPet: (pet: string) => `See ${pet}’s page`,
  stillAvailableIncomplete:
    'This link is not complete. Open it again from the e-mail, or update the pet from your dashboard to keep it listed.',
  stillAvailableToDashboard: 'Go to my added pets',
} as const;
