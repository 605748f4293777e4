/**
 * What a row of the campaign tables (My donation campaigns, All donation campaigns) can ask its
 * route's action when the browser sends the row's form itself (actions/campaigns-table.server.ts):
 * delete the campaign, after confirming, or pause and resume it.
 */
export const CAMPAIGN_ROW_INTENTS = ['delete', 'paused'] as const;

/** The ones that ask first, on a page of their own (`?confirm=delete&id=…`). */
export const CAMPAIGN_CONFIRMATIONS = ['delete'] as const;
