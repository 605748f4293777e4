import { MAX_PAGE_LIMIT, noticePair } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { formatMoney } from '@/lib/format';
import {
  askFirst,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import { getPaymentsPage, refundPayment } from '../api/payment-requests';
import { campaignAskedIn, PAYMENT_ROW_INTENTS } from '../row-intents';

/** A payment of the list the visitor sees (every payment, for an admin), newest first. */
async function findPayment(id: string) {
  let cursor: string | undefined;
  do {
    const page = await getPaymentsPage({ cursor, limit: MAX_PAGE_LIMIT });
    const found = page.items.find((payment) => payment._id === id);
    if (found) return found;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return undefined;
}

/**
 * Payment history's Refund, sent without scripts: first its confirmation on a page of its own,
 * then the same call and words as the dialog with scripts, back on the table. Only admins may
 * refund: anyone else gets the API's refusal.
 */
export async function refundPaymentRow(request: Request) {
  const row = await readRowAction(request, PAYMENT_ROW_INTENTS);
  if (!row) return refuseUnknownRow();
  if (!row.confirmed) return askFirst(request, row.intent, row.id);
  try {
    // The toast's amount and payer, as the table lists them.
    const payment = await findPayment(row.id);
    await refundPayment(row.id);
    // Back to the table the Yes was sent from: every payment, or one campaign's.
    const campaignId = campaignAskedIn(new URL(request.url).searchParams);
    return succeed(
      paths.dashboard.paymentHistory.getHref(campaignId),
      payment && { key: 'refunded', name: noticePair(formatMoney(payment.price), payment.email) },
    );
  } catch (error) {
    return refuseRowCall(error);
  }
}
