import { isUuid } from '@pet-adoption/shared';
import { CAMPAIGN_DONATIONS_PARAM } from '@/config/paths';

/**
 * What a row of Payment history can ask its route's action when the browser sends the row's form
 * itself (actions/payments-table.server.ts): an admin's refund, after confirming.
 */
export const PAYMENT_ROW_INTENTS = ['refund'] as const;

/** The campaign whose donations an address asks for, if it names one (loader and screen). */
export function campaignAskedIn(params: URLSearchParams): string | undefined {
  const id = params.get(CAMPAIGN_DONATIONS_PARAM)?.trim() ?? '';
  return isUuid(id) ? id : undefined;
}
