import { CampaignFormSchema, CreateCampaignFormSchema } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import { savePictureForm } from '@/lib/picture-form.server';
import { createCampaign, updateCampaign } from '../api/campaign-requests';
import { CAMPAIGN_FIELDS } from '../components/campaign-form';

/** The fields besides the picture, which savePictureForm reads itself. */
const TEXT_FIELDS = CAMPAIGN_FIELDS.filter((field) => field !== 'image');

/**
 * Create a campaign, sent with scripts (the picture already up, by its address) or without (the
 * picture a file, uploaded here): a last date not in the past, then on to `createdHref`, where
 * the notice says it was created.
 */
export const createCampaignFromForm = (request: Request, createdHref: string) =>
  savePictureForm(request, {
    fields: TEXT_FIELDS,
    schema: CreateCampaignFormSchema,
    save: createCampaign,
    saved: (campaign) => succeed(createdHref, { key: 'campaignCreated', name: campaign.petName }),
  });

/** Update campaign, with scripts or without (the owner's or an admin's; the API decides who may). */
export const updateCampaignFromForm = (request: Request, campaignId: string, backHref: string) =>
  savePictureForm(request, {
    fields: TEXT_FIELDS,
    schema: CampaignFormSchema,
    save: (campaign) => updateCampaign(campaignId, campaign),
    saved: (campaign) => succeed(backHref, { key: 'campaignUpdated', name: campaign.petName }),
  });
