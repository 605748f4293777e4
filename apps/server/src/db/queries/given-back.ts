/** A dispute holds a gift's money while open or lost; a won one gave it back. */
export const disputeHolds = (status: string | null) => status === 'open' || status === 'lost';

/** What a gift has given back: its refunds and a dispute that holds, never more than the gift. */
export const givenBackCents = (gift: {
  amountCents: number;
  refundedCents: number;
  disputedCents: number;
  disputeStatus: string | null;
}) =>
  Math.min(
    gift.amountCents,
    gift.refundedCents + (disputeHolds(gift.disputeStatus) ? gift.disputedCents : 0),
  );
