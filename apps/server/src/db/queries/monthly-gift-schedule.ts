/**
 * The dates of a monthly gift, in UTC: charged on its day each month, or on a shorter month's last
 * day (a gift started on the 31st is charged on 30 April and 28 or 29 February).
 */

/** YYYY-MM-DD of an instant, in UTC. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The month (YYYY-MM) a charge date gives for: a gift gives once in each. */
export const periodOf = (chargeOn: string) => chargeOn.slice(0, 7);

/** The charge date in the month `monthsAhead` after the month of `fromDay` (YYYY-MM-DD). */
export function chargeDateIn(chargeDay: number, fromDay: string, monthsAhead: number): string {
  const [year, month] = fromDay.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + monthsAhead, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(chargeDay, lastDay));
  return dayOf(first);
}

/** The first charge date after `now`'s day. */
export function nextChargeAfter(chargeDay: number, now: Date): string {
  const today = dayOf(now);
  const thisMonth = chargeDateIn(chargeDay, today, 0);
  return thisMonth > today ? thisMonth : chargeDateIn(chargeDay, today, 1);
}

/** A payment's frequency: a charge of a monthly gift, or a gift given once. */
export const frequencyOf = (monthlyGiftId: string | null) =>
  monthlyGiftId === null ? ('once' as const) : ('monthly' as const);

/**
 * Where a resumed or moved gift goes next: its own next date while that is still ahead (a month
 * skipped stays skipped), else the first charge date after today.
 */
export const upcomingChargeOn = (gift: { chargeDay: number; nextChargeOn: string }, now: Date) =>
  gift.nextChargeOn > dayOf(now) ? gift.nextChargeOn : nextChargeAfter(gift.chargeDay, now);
