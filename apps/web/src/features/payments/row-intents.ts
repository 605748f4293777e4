/**
 * What a row of Payment history can ask its route's action when the browser sends the row's form
 * itself (actions/payments-table.server.ts): an admin's refund, after confirming.
 */
export const PAYMENT_ROW_INTENTS = ['refund'] as const;
