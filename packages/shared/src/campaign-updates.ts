import { z } from 'zod/mini';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';
import { preprocess } from './zod-helpers';

export const MAX_UPDATE_TITLE = 120;
export const MAX_UPDATE_TEXT = 5000;

const updateText = (field: string, max: number) =>
  z
    .string({ error: texts.fieldRequired(field) })
    .check(
      z.trim(),
      z.minLength(1, texts.fieldRequired(field)),
      z.maxLength(max, `${field} can be at most ${max} characters.`),
    );

const updateFields = {
  title: updateText('Title', MAX_UPDATE_TITLE),
  text: updateText('Text', MAX_UPDATE_TEXT),
};

/** POST /api/campaigns/{id}/updates: news for the campaign's donors and visitors. */
export const CreateCampaignUpdateSchema = z
  .object({
    ...updateFields,
    image: z.optional(storedUrlSchema('Picture', texts.fieldRequired('Picture'))),
  })
  .register(z.globalRegistry, { id: 'CreateCampaignUpdate' });
export type CreateCampaignUpdate = z.infer<typeof CreateCampaignUpdateSchema>;

/** The Post an update form: its picture field is `image`, empty when none was chosen. */
export const CampaignUpdateFormSchema = z.object({
  ...updateFields,
  image: preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(storedUrlSchema('Picture', texts.fieldRequired('Picture'))),
  ),
});

export const CampaignUpdateSchema = z
  .object({
    _id: z.string(),
    campaignId: z.string(),
    title: z.string(),
    text: z.string(),
    image: z.nullable(z.string()),
    /** Who posted it: the creator's or the admin's name. */
    author: z.string(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'CampaignUpdate' });
export type CampaignUpdate = z.infer<typeof CampaignUpdateSchema>;

/** How many of a campaign's updates are e-mailed to its donors in a day; later ones only show in the app. */
export const CAMPAIGN_UPDATE_EMAILS_PER_DAY = 3;

export const CAMPAIGN_UPDATE_POSTED = 'Your update is posted, and the campaign’s donors are told.';
export const CAMPAIGN_UPDATE_POSTED_IN_APP = `Your update is posted. Donors see it in the app, but it is not e-mailed: ${CAMPAIGN_UPDATE_EMAILS_PER_DAY} updates of this campaign were e-mailed in the last day already.`;

/** The answer to posting an update: whether donors were e-mailed, and the sentence that says so. */
export const PostedCampaignUpdateSchema = z
  .object({
    insertedId: z.string(),
    /** False once the campaign's updates were e-mailed the day's number of times. */
    emailed: z.boolean(),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: 'PostedCampaignUpdate' });
export type PostedCampaignUpdate = z.infer<typeof PostedCampaignUpdateSchema>;

export const postedUpdateMessage = (emailed: boolean) =>
  emailed ? CAMPAIGN_UPDATE_POSTED : CAMPAIGN_UPDATE_POSTED_IN_APP;
