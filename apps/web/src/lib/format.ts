/**
 * Amounts travel as dollars (docs/product.md §7) and are always US dollars, written as people write
 * them: $1,200 for whole dollars, $125.50 with cents. Spelled out rather than through
 * Intl.NumberFormat, whose first use loads the browser's locale data: on a phone that took longer
 * than rendering the campaign cards that show the amounts.
 */
export function formatMoney(dollars: number) {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/*
 * Dates are spelled out too, as en-GB writes them ("23 Nov 2026", "23 Nov 2026, 14:05"), in
 * the visitor's time zone. The first Intl.DateTimeFormat of a page loads the locale's calendar
 * data: 18–56 ms of main thread on the benchmark machine (docs/benchmarks.md), in the task that
 * rendered the first pet cards, where the cards themselves took a third of that.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

const twoDigits = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** A calendar day (YYYY-MM-DD) or an ISO timestamp, as a readable date; unknown text as is. */
export function formatDate(value: string) {
  // A bare day is read as local midnight, so no time zone moves it to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return day(date);
}

/** An ISO timestamp as a readable day and time (24-hour clock); unknown text as is. */
export function formatDateTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${day(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
