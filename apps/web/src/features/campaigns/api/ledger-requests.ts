import {
  CampaignUpdateSchema,
  CreatedIdSchema,
  type CreateCampaignUpdate,
  type CreateCorrection,
  type CreateExpense,
  LedgerEntrySchema,
  LedgerTotalsSchema,
  PostedCampaignUpdateSchema,
} from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

const ledgerPath = (campaignId: string) => `/campaigns/${encodeURIComponent(campaignId)}`;

/** GET /api/campaigns/{id}/ledger: one page of the books, newest first (public). */
export function getLedgerPage(
  campaignId: string,
  { cursor, limit, signal }: Call & { cursor?: string; limit: number },
) {
  return getPage(`${ledgerPath(campaignId)}/ledger`, LedgerEntrySchema, {
    signal,
    authenticated: false,
    query: { limit, cursor },
  });
}

/** GET /api/campaigns/{id}/ledger/{entryId}: one entry (public). */
export function getLedgerEntry(campaignId: string, entryId: string, { signal }: Call = {}) {
  return api.get(
    `${ledgerPath(campaignId)}/ledger/${encodeURIComponent(entryId)}`,
    LedgerEntrySchema,
    { signal, authenticated: false },
  );
}

/** GET /api/campaigns/{id}/ledger/totals (public). */
export function getLedgerTotals(campaignId: string, { signal }: Call = {}) {
  return api.get(`${ledgerPath(campaignId)}/ledger/totals`, LedgerTotalsSchema, {
    signal,
    authenticated: false,
  });
}

export function recordExpense(campaignId: string, expense: CreateExpense) {
  return api.post(`${ledgerPath(campaignId)}/expenses`, expense, CreatedIdSchema);
}

export function recordCorrection(campaignId: string, correction: CreateCorrection) {
  return api.post(`${ledgerPath(campaignId)}/corrections`, correction, CreatedIdSchema);
}

/** GET /api/campaigns/{id}/updates: the campaign's news, newest first (public). */
export function getCampaignUpdates(campaignId: string, { signal }: Call = {}) {
  return getPage(`${ledgerPath(campaignId)}/updates`, CampaignUpdateSchema, {
    signal,
    authenticated: false,
    query: { limit: 20 },
  });
}

export function postCampaignUpdate(campaignId: string, update: CreateCampaignUpdate) {
  return api.post(`${ledgerPath(campaignId)}/updates`, update, PostedCampaignUpdateSchema);
}
