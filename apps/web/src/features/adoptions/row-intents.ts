/*
 * What a row of the adoption request tables can ask its route's action, when the browser sends
 * the row's form itself (actions/*.server.ts); the screens read the confirmations among them.
 */

/** Adoption requests (petAdoptor): the owner answers a request. */
export const RECEIVED_REQUEST_INTENTS = ['accept', 'reject'] as const;

/** Requests I sent (myAdoptionRequests): the adopter withdraws one, after confirming. */
export const SENT_REQUEST_INTENTS = ['withdraw'] as const;
