import { currentCursor, feeTexts, texts } from '@pet-adoption/shared';
import { Link, useSearchParams } from 'react-router';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { RowRefusal } from '@/components/ui/row-refusal';
import { CAMPAIGN_DONATIONS_PARAM, paths } from '@/config/paths';
import { useConfirmation } from '@/lib/table-action';
import { usePayments } from '../api/payments';
import { refundQuestion } from '../refund-question';
import { campaignAskedIn, PAYMENT_ROW_INTENTS } from '../row-intents';
import { PaymentsTable } from './payments-table';

/** The year a statement link opens first: the one under way. */
const thisYear = () => new Date().getUTCFullYear();

/** The screen's heading, and its name in the title. */
const HEADING = 'Payment history';

type PaymentHistoryScreenProps = {
  /** Whether the viewer is an admin; undefined (not known) reads as not. */
  isAdmin: boolean | undefined;
  /** Still asking whether they are: the table waits, so it never flips label and actions. */
  isPending: boolean;
};

/**
 * paymentHistory: an admin sees every donation and can refund, or one campaign's
 * (`?campaign=<id>`); anyone else, their own. A Refund
 * sent without scripts comes back here asking first (`?confirm=refund&id=…`), on a page of its
 * own, for a refundable payment of the table's page it was sent from (its campaign kept).
 */
export function PaymentHistoryScreen({ isAdmin, isPending }: PaymentHistoryScreenProps) {
  const asked = useConfirmation(PAYMENT_ROW_INTENTS);
  const [params] = useSearchParams();
  // Only an admin lists one campaign's donations.
  const campaignId = isAdmin === true ? campaignAskedIn(params) : undefined;
  // Only an admin's table offers a refund to ask about.
  const confirmation = isAdmin === true ? asked : null;
  // The page the address names, as its table shows it: every payment of a campaign names the
  // heading's pet, and a Refund sent without scripts is asked about a payment of this page.
  const shownPage = usePayments(
    { campaignId, cursor: currentCursor(params) },
    campaignId !== undefined || confirmation !== null,
  );
  const campaignHeading =
    campaignId === undefined
      ? undefined
      : `Donations for ${shownPage.data?.items[0]?.petName ?? 'this campaign'}`;
  const toRefund =
    confirmation &&
    shownPage.data?.items.find(
      (payment) => payment._id === confirmation.id && payment.status === 'succeeded',
    );

  if (toRefund) {
    const question = refundQuestion(toRefund);
    return (
      <ConfirmPage
        pageTitle={texts.titles.dashboardScreen(question.title)}
        title={question.title}
        text={question.text}
        confirmLabel={question.confirmLabel}
        tableHref={confirmation.tableHref}
        intent="refund"
        id={toRefund._id}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <p className="text-base-content/80">
        {isAdmin ? feeTexts.historyIntroAdmin : feeTexts.historyIntro}
      </p>
      <p>
        <Link className="link" to={paths.dashboard.statement.getHref(thisYear())}>
          Yearly statement of my gifts
        </Link>
      </p>
      <RowRefusal />
      {campaignHeading !== undefined && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold">{campaignHeading}</h2>
          <Link className="btn btn-outline" to={paths.dashboard.paymentHistory.getHref()}>
            Show every payment
          </Link>
        </div>
      )}
      {!isPending && (
        <PaymentsTable
          key={campaignId ?? 'every'}
          canRefund={isAdmin === true}
          campaignId={campaignId}
          addressFilters={
            campaignId === undefined ? undefined : { [CAMPAIGN_DONATIONS_PARAM]: campaignId }
          }
          label={campaignHeading ?? (isAdmin ? 'All donations' : 'My donations')}
        />
      )}
    </div>
  );
}
