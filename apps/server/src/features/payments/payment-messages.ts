import type { CampaignStatus } from '@pet-adoption/shared';

/** The sentences the payment endpoints answer with. */
export const CLOSED_MESSAGES: Record<Exclude<CampaignStatus, 'active'>, string> = {
  ended: 'This campaign has ended and no longer takes donations.',
  paused: 'This campaign is paused and does not take donations right now.',
};
export const UNKNOWN_PAYMENT_MESSAGE =
  'This payment was not found at the card processor. Please try the donation again.';
export const SOMEONE_ELSES_MESSAGE = 'This payment was made by someone else.';
export const OTHER_CAMPAIGN_MESSAGE = 'This payment was made for another campaign.';
export const OTHER_AMOUNT_MESSAGE = 'The amount does not match the payment that was confirmed.';
export const NOT_CONFIRMED_MESSAGE =
  'The card processor has not confirmed this payment, so it was not recorded.';
export const ALREADY_REFUNDED_MESSAGE = 'This payment has already been refunded.';
