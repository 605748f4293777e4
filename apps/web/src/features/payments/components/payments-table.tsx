import { feeTexts, receiptCode, type Payment } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CursorPager, useCursorPages, type PagesKeptIn } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowButton, useRowActions } from '@/components/ui/row-action';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PAYMENTS_TABLE_PAGE_SIZE, usePayments } from '../api/payments';
import { refundQuestion } from '../refund-question';

type PaymentsTableProps = {
  /** Admins: every payment, with a Refund button. Others see only their own. */
  canRefund: boolean;
  /** One campaign's payments only. */
  campaignId?: string;
  /** Names the table region ("My donations", "All donations"). */
  label: string;
  pageSize?: number;
  /** In a dialog, the table's page is its own, not the screen's address. */
  pagesKeptIn?: PagesKeptIn;
  /** Parameters each page's address keeps (a campaign's payments on Payment history). */
  addressFilters?: Readonly<Record<string, string>>;
  /**
   * Payment history's address, where the table is shown on another page (All donations' dialog):
   * its route's action refunds.
   */
  refundAction?: string;
};

const STATUS_STYLES: Record<Payment['status'], string> = {
  pending: 'badge-warning',
  succeeded: 'badge-success',
  refunded: 'badge-ghost',
  failed: 'badge-error',
};

/**
 * The payments table: e-mail, amount, transaction id, date, status, with the count. An admin's
 * Refund is a form Payment history's route action answers, whoever sends it
 * (actions/payments-table.server.ts).
 */
export function PaymentsTable({
  canRefund,
  campaignId,
  label,
  pageSize = PAYMENTS_TABLE_PAGE_SIZE,
  pagesKeptIn,
  addressFilters,
  refundAction,
}: PaymentsTableProps) {
  const pages = useCursorPages(pagesKeptIn, addressFilters);
  const payments = usePayments({ campaignId, cursor: pages.cursor, limit: pageSize });
  const { scopeRef, actions, dialog } = useRowActions();

  const first = (pages.page - 1) * pageSize;
  return (
    <div ref={scopeRef} tabIndex={-1}>
      <QueryBoundary
        query={payments}
        pending={<Spinner label="Loading payments" className="mx-auto block" />}
      >
        {({ items, nextCursor, total }) => (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold">
              Total payments: {total ?? (pages.page === 1 && !nextCursor ? items.length : '…')}
            </p>
            {items.length === 0 && pages.page === 1 ? (
              <p className="rounded-box bg-base-200 p-8 text-center">No donations yet.</p>
            ) : (
              <TableRegion
                label={label}
                nowrap
                columns={[
                  '#',
                  'Email',
                  'Kind',
                  'Campaign or pet',
                  'Amount',
                  'Transaction id',
                  'Date',
                  'Status',
                  canRefund && 'Actions',
                ]}
              >
                {items.map((payment, index) => (
                  <tr key={payment._id} data-row-key={payment._id}>
                    <th scope="row">{first + index + 1}</th>
                    <td>{payment.email}</td>
                    <td>
                      {feeTexts.kindLabels[payment.kind]}
                      {payment.frequency === 'monthly' && (
                        <span className="badge badge-ghost badge-sm ms-1">Monthly</span>
                      )}
                      {/* The donor's own monthly gift: its page, from here or their e-mails. */}
                      {payment.manageLink !== null && (
                        <Link className="link block text-xs" to={payment.manageLink}>
                          Manage monthly gift
                          <span className="sr-only"> for {payment.petName}</span>
                        </Link>
                      )}
                      {/* The code the fee's receipt e-mail gives, to match the two. */}
                      {payment.kind === 'fee' && (
                        <span className="block font-mono text-xs">
                          {feeTexts.receipt(receiptCode(payment._id))}
                        </span>
                      )}
                      {payment.kind === 'donation' &&
                        payment.status !== 'pending' &&
                        payment.status !== 'failed' && (
                          <Link
                            className="link block text-xs"
                            to={paths.receipt.getHref(payment.receiptCode)}
                          >
                            Receipt
                            <span className="sr-only">
                              {' '}
                              for {formatMoney(payment.price)} to {payment.petName}
                            </span>
                          </Link>
                        )}
                    </td>
                    {/* A donation's campaign, or the pet an adoption fee was paid for. */}
                    <td className="whitespace-normal">{payment.petName}</td>
                    <td>{formatMoney(payment.price)}</td>
                    {/* Provider ids run to 40 characters: let them wrap so date and status stay in view. */}
                    <td className="max-w-40 font-mono text-xs break-all whitespace-normal">
                      {payment.transactionId}
                    </td>
                    <td className="min-w-28 whitespace-normal">
                      <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
                    </td>
                    <td>
                      <span className={`badge ${STATUS_STYLES[payment.status]}`}>
                        {payment.status}
                      </span>
                    </td>
                    {canRefund && (
                      <td>
                        {payment.status === 'succeeded' && (
                          <RowButton
                            actions={actions}
                            intent="refund"
                            id={payment._id}
                            action={refundAction}
                            fate="replaced"
                            question={refundQuestion(payment)}
                            className="btn btn-sm btn-outline btn-error"
                          >
                            <ActionName
                              text="Refund"
                              about={`${formatMoney(payment.price)} to ${payment.email}`}
                            />
                          </RowButton>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </TableRegion>
            )}
            <CursorPager pages={pages} nextCursor={nextCursor} />
            {canRefund && dialog}
          </div>
        )}
      </QueryBoundary>
    </div>
  );
}
