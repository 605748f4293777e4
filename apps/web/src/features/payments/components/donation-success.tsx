import { texts } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';

type DonationSuccessProps = {
  price: number;
  /** The gift starts a monthly gift. */
  monthly?: boolean;
  transactionId: string;
  historyHref: string;
  campaignHref: string;
  onAgain: () => void;
};

/** The thank-you, with what was paid and where to see it. */
export function DonationSuccess({
  price,
  monthly = false,
  transactionId,
  historyHref,
  campaignHref,
  onAgain,
}: DonationSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The form the person was using is gone: move focus to what replaced it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/10 p-6"
    >
      <p className="text-xl font-bold text-success">{texts.donation.thankYou}</p>
      <p>
        You donated <strong>{formatMoney(price)}</strong>. Transaction id:{' '}
        <span className="font-mono break-all">{transactionId}</span>
      </p>
      {monthly && <p>{texts.donation.monthlyStarted(formatMoney(price))}</p>}
      <div className="flex flex-wrap gap-2">
        <Link to={historyHref} className="btn btn-primary btn-sm">
          See my donations
        </Link>
        <Link to={campaignHref} className="btn btn-outline btn-sm">
          Back to the campaign
        </Link>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onAgain}>
          Donate again
        </button>
      </div>
    </div>
  );
}
