import {
  CampaignSchema,
  DeletedSchema,
  DonatorSchema,
  InsertedSchema,
  ModifiedSchema,
  type CreateCampaignSchema,
  type UpdateCampaignSchema,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api, getPage } from '@/lib/api-client';

export type CreateCampaignValues = z.infer<typeof CreateCampaignSchema>;
export type UpdateCampaignValues = z.infer<typeof UpdateCampaignSchema>;

type Call = { signal?: AbortSignal };
type PageCall = Call & { cursor?: string | null; limit: number };

/** GET /api/campaigns, one page (newest first); `adderEmail` keeps one person's campaigns. */
export function getCampaignsPage({
  adderEmail,
  cursor,
  limit,
  signal,
}: PageCall & { adderEmail?: string }) {
  return getPage('/campaigns', CampaignSchema, {
    signal,
    query: { adderEmail, cursor: cursor ?? undefined, limit },
  });
}

/** The newest `limit` campaigns, without the paging headers. */
export function getNewestCampaigns({ limit, signal }: Call & { limit: number }) {
  return api.get('/campaigns', z.array(CampaignSchema), { signal, query: { limit } });
}

/** Details are loaded by id without a token. */
export function getCampaign(campaignId: string, { signal }: Call = {}) {
  return api.get(`/campaigns/${encodeURIComponent(campaignId)}`, CampaignSchema, {
    signal,
    authenticated: false,
  });
}

/** GET /api/campaigns/{id}/donators: the owner's (or an admin's) donations, one page. */
export function getDonatorsPage(campaignId: string, { cursor, limit, signal }: PageCall) {
  return getPage(`/campaigns/${encodeURIComponent(campaignId)}/donators`, DonatorSchema, {
    signal,
    query: { limit, cursor: cursor ?? undefined },
  });
}

const PetChoiceSchema = z.object({ _id: z.string(), petName: z.string() });

/** The pets a campaign of `email`'s may name: their own, adopted ones too (up to 100). */
export function getPetChoices(email: string, { signal }: Call = {}) {
  return api.get('/petListing', z.array(PetChoiceSchema), {
    signal,
    query: { email, includeAdopted: 'true', limit: 100 },
  });
}

/** Campaigns taking donations now, newest first (up to 100): where a monthly gift may move. */
export function getOpenCampaigns({ signal }: Call = {}) {
  return api.get('/campaigns', z.array(CampaignSchema), {
    signal,
    authenticated: false,
    query: { status: 'active', limit: 100 },
  });
}

/** GET /api/campaigns?petId=: the campaigns for one pet (Pet details). */
export function getPetCampaigns(petId: string, { signal }: Call = {}) {
  return api.get('/campaigns', z.array(CampaignSchema), {
    signal,
    authenticated: false,
    query: { petId, limit: 10 },
  });
}

/** GET /api/campaigns/{id}/donations.csv: the campaign's gifts as a spreadsheet's text. */
export function getDonationsCsv(campaignId: string) {
  return api.get(`/campaigns/${encodeURIComponent(campaignId)}/donations.csv`, z.string(), {
    responseType: 'text',
  });
}

export function createCampaign(campaign: CreateCampaignValues) {
  return api.post('/campaigns', campaign, InsertedSchema);
}

export function updateCampaign(campaignId: string, changes: UpdateCampaignValues) {
  return api.patch(`/campaigns/${encodeURIComponent(campaignId)}`, changes, ModifiedSchema);
}

export function deleteCampaign(campaignId: string) {
  return api.delete(`/campaigns/${encodeURIComponent(campaignId)}`, DeletedSchema);
}
