import { texts } from '@pet-adoption/shared';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { useConfirmation } from '@/lib/table-action';
import { useCampaignTable } from '../api/campaigns';
import { CAMPAIGN_CONFIRMATIONS } from '../row-intents';

/**
 * The campaign a Delete sent without scripts asks about (`?confirm=delete&id=…`), when it is a
 * row of the table's page it was sent from (`adderEmail`'s campaigns, or all), and the table's
 * address to go back to; `known` once the table's owner is.
 */
export function useCampaignToDelete(adderEmail: string | undefined, known: boolean) {
  const confirmation = useConfirmation(CAMPAIGN_CONFIRMATIONS);
  const askedPage = useCampaignTable(
    { adderEmail, cursor: confirmation?.cursor },
    known && confirmation !== null,
  );
  const campaign =
    confirmation && askedPage.data?.items.find((each) => each._id === confirmation.id);
  return campaign ? { campaign, tableHref: confirmation.tableHref } : undefined;
}

/** The delete confirmation for a campaign, on a page of its own; 'Yes' goes to `tableHref`. */
export function CampaignDeleteQuestion({
  campaign,
  tableHref,
}: NonNullable<ReturnType<typeof useCampaignToDelete>>) {
  const subject = `Delete the campaign for ${campaign.petName}`;
  return (
    <ConfirmPage
      pageTitle={texts.titles.dashboardScreen(`${subject}?`)}
      subject={subject}
      title={texts.confirmDelete.title}
      text={texts.confirmDelete.text}
      confirmLabel={texts.confirmDelete.confirm}
      tableHref={tableHref}
      intent="delete"
      id={campaign._id}
    />
  );
}
