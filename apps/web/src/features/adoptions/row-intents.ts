/*
 * What a row of the adoption request tables can ask its route's action, when the browser sends
 * the row's form itself (actions/*.server.ts); the screens read the confirmations among them.
 */

/**
 * Adoption requests (petAdoptor): the owner answers a request, or marks it reviewing, or
 * declines it with a reason (`note`).
 */
export const RECEIVED_REQUEST_INTENTS = ['accept', 'reject', 'reviewing', 'decline'] as const;

/**
 * Requests I sent (myAdoptionRequests): the adopter withdraws one, after confirming, or after a
 * decline applies for a similar pet (`petId`) in one step.
 */
export const SENT_REQUEST_INTENTS = ['withdraw', 'reapply'] as const;

/** The intents of Requests I sent that ask first, on a page of their own without scripts. */
export const SENT_REQUEST_CONFIRMATIONS = ['withdraw'] as const;

/** A row's deed done, answered in place. */
export type RowDone = { done: true };
