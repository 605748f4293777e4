import { feeTexts } from '@pet-adoption/shared';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

type AdoptionDoneProps = {
  /** The fee paid, in dollars; 0 when there was none. */
  fee: number;
  /** The payment's record, when it was paid on this page: the receipt to keep. */
  receipt: string | null;
  /** Paid (or accepted) just now: announced, and focus moves here from the form it replaced. */
  justNow: boolean;
};

/** The last step: the adoption is complete, with the fee paid and its receipt. */
export function AdoptionDone({ fee, receipt, justNow }: AdoptionDoneProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (justNow) ref.current?.focus();
  }, [justNow]);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      tabIndex={-1}
      {...(justNow && { role: 'status' })}
      className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/10 p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-success">
        {feeTexts.done}
      </h2>
      <p>{fee > 0 ? feeTexts.feePaid(formatMoney(fee)) : feeTexts.noFeeDone}</p>
      {receipt && <p className="font-mono break-all">{feeTexts.receipt(receipt)}</p>}
      {fee > 0 && (
        <div>
          <Link to={paths.dashboard.paymentHistory.getHref()} className="btn btn-primary btn-sm">
            {feeTexts.toHistory}
          </Link>
        </div>
      )}
    </section>
  );
}
