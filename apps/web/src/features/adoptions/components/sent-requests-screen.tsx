import { adoptionTexts, isOpenAdoptionStatus, texts } from '@pet-adoption/shared';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useConfirmation } from '@/lib/table-action';
import { useSentRequests } from '../api/adoptions';
import { SENT_REQUEST_CONFIRMATIONS } from '../row-intents';
import { SentRequests } from './sent-requests';

/**
 * myAdoptionRequests: the adoption requests someone sent, by `email`. A Withdraw sent without
 * scripts comes back to this address asking first (`?confirm=withdraw&id=…`): the withdraw
 * confirmation, for an open request of the list, on a page of its own.
 */
export function SentRequestsScreen({ email }: { email: string }) {
  const confirmation = useConfirmation(SENT_REQUEST_CONFIRMATIONS);
  const requests = useSentRequests(email);
  const toWithdraw =
    confirmation &&
    requests.data?.find(
      (each) => each._id === confirmation.id && isOpenAdoptionStatus(each.status),
    );

  if (toWithdraw) {
    const subject = `Withdraw your request for ${toWithdraw.petName}`;
    return (
      <ConfirmPage
        pageTitle={texts.titles.dashboardScreen(`${subject}?`)}
        subject={subject}
        title={texts.confirmDelete.title}
        text={texts.confirmDelete.text}
        confirmLabel={adoptionTexts.withdrawConfirm}
        tableHref={paths.dashboard.myAdoptionRequests.getHref()}
        intent="withdraw"
        id={toWithdraw._id}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(texts.adoptionRequests.sentHeading)} />
      <PageHeading>{texts.adoptionRequests.sentHeading}</PageHeading>
      <SentRequests email={email} />
    </div>
  );
}
