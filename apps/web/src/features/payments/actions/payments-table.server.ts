import { MAX_PAGE_LIMIT, noticePair } from '@pet-adoption/shared';
import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { answerRow } from '@/lib/table-action.server';
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
 * Payment history's Refund, once confirmed, whoever sends it: the page's script, for a toast, or
 * the browser, first to its confirmation on a page of its own and then back to the table with the
 * same words. Only admins may refund: anyone else gets the API's refusal.
 */
export const refundPaymentRow = (args: ActionFunctionArgs) =>
  answerRow(args, {
    intents: PAYMENT_ROW_INTENTS,
    confirmations: PAYMENT_ROW_INTENTS,
    // Back to the table the Yes was sent from: every payment, or one campaign's.
    table: paths.dashboard.paymentHistory.getHref(campaignAskedIn(args.url.searchParams)),
    act: async (row) => {
      // The notice's amount and payer, as the table lists them.
      const payment = await findPayment(row.id);
      await refundPayment(row.id);
      if (!payment) return null;
      return { key: 'refunded', name: noticePair(formatMoney(payment.price), payment.email) };
    },
  });
