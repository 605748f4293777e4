import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxMails } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** How many mails of these kinds went to one address in the last day, and when one more may. */
export interface RecentMails {
  count: number;
  /** Seconds until the oldest of them is a day old (0 when there are none). */
  secondsUntilNext: number;
}

/**
 * Counts the outbox's mails of `kinds` written for `to` in the 24 hours before `now`: the caps on
 * what one address is sent (links to an address nobody has proved, confirmations of a change)
 * are counted here, so they hold across every copy of the server and every account.
 */
export async function mailsSentRecently(
  tx: Executor,
  { to, kinds }: { to: string; kinds: readonly string[] },
  now = new Date(),
): Promise<RecentMails> {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await tx
    .select({ sent: count(), oldest: min(outboxMails.createdAt) })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.to, to),
        inArray(outboxMails.kind, [...kinds]),
        gt(outboxMails.createdAt, since),
      ),
    );
  const oldest = row?.oldest ?? null;
  return {
    count: row?.sent ?? 0,
    secondsUntilNext:
      oldest === null
        ? 0
        : Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000)),
  };
}
