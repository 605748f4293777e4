import { UpdateCampaignSchema } from '@pet-adoption/shared';
import type { ActionFunctionArgs } from 'react-router';
import { answerRow, booleanField, UnknownRowError } from '@/lib/table-action.server';
import { deleteCampaign, getCampaign, updateCampaign } from '../api/campaign-requests';
import { CAMPAIGN_CONFIRMATIONS, CAMPAIGN_ROW_INTENTS } from '../row-intents';

/**
 * A campaign table's Delete (once confirmed) or Pause / Resume, whoever sends it: the page's
 * script, for a toast, or the browser, back to `table` with the same words.
 */
export const actOnCampaignRow = (args: ActionFunctionArgs, table: string) =>
  answerRow(args, {
    intents: CAMPAIGN_ROW_INTENTS,
    confirmations: CAMPAIGN_CONFIRMATIONS,
    table,
    act: async (row) => {
      if (row.intent === 'delete') {
        // The notice's name for the campaign, read while it is still there.
        const { petName } = await getCampaign(row.id);
        // A campaign with donations is kept (payment records are never lost): the API says why.
        await deleteCampaign(row.id);
        return { key: 'campaignDeleted', name: petName };
      }
      const changes = UpdateCampaignSchema.safeParse({ paused: booleanField(row.form, 'paused') });
      const paused = changes.success ? changes.data.paused : undefined;
      if (paused === undefined) throw new UnknownRowError();
      const { petName } = await getCampaign(row.id);
      await updateCampaign(row.id, { paused });
      return { key: paused ? 'campaignPaused' : 'campaignResumed', name: petName };
    },
  });
