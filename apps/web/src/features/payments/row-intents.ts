import { isUuid } from '@pet-adoption/shared';

/**
 * What a row of Payment history can ask its route's action when the browser sends the row's form
 * itself (actions/payments-table.server.ts): an admin's refund, after confirming.
 */
export const PAYMENT_ROW_INTENTS = ['refund'] as const;

/**
 * Payment history's parameter for one campaign's donations (`?campaign=<id>`, admins): where the
 * Donations button of All donation campaigns leads when sent without scripts.
 */
export const CAMPAIGN_PARAM = 'campaign';

/** The campaign whose donations an address asks for, if it names one (loader and screen). */
export function campaignAskedIn(params: URLSearchParams): string | undefined {
  const id = params.get(CAMPAIGN_PARAM)?.trim() ?? '';
  return isUuid(id) ? id : undefined;
}
