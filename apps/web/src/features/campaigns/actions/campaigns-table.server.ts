import { UpdateCampaignSchema } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import {
  askFirst,
  booleanField,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import { deleteCampaign, getCampaign, updateCampaign } from '../api/campaign-requests';
import { CAMPAIGN_ROW_INTENTS } from '../row-intents';

/**
 * A campaign table's Delete (after its confirmation page) or Pause / Resume, sent without
 * scripts: the same calls and words as the buttons with scripts, then back to `table`.
 */
export async function actOnCampaignRow(request: Request, table: string) {
  const row = await readRowAction(request, CAMPAIGN_ROW_INTENTS);
  if (!row) return refuseUnknownRow();
  if (row.intent === 'delete') {
    if (!row.confirmed) return askFirst(request, row.intent, row.id);
    try {
      // The toast's name for the campaign, read while it is still there.
      const { petName } = await getCampaign(row.id);
      await deleteCampaign(row.id);
      return succeed(table, { key: 'campaignDeleted', name: petName });
    } catch (error) {
      // A campaign with donations is kept (payment records are never lost): the API says why.
      return refuseRowCall(error);
    }
  }
  const changes = UpdateCampaignSchema.safeParse({ paused: booleanField(row.form, 'paused') });
  const paused = changes.success ? changes.data.paused : undefined;
  if (paused === undefined) return refuseUnknownRow();
  try {
    const { petName } = await getCampaign(row.id);
    await updateCampaign(row.id, { paused });
    return succeed(table, { key: paused ? 'campaignPaused' : 'campaignResumed', name: petName });
  } catch (error) {
    return refuseRowCall(error);
  }
}
