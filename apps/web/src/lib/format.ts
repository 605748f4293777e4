/**
 * Amounts travel as dollars (DESIGN §2) and are always US dollars, written as people write
 * them: $1,200 for whole dollars, $125.50 with cents. Spelled out rather than through
 * Intl.NumberFormat, whose first use loads the browser's locale data: on a phone that took
 * longer than rendering the campaign cards that show the amounts.
 */
export function formatMoney(dollars: number) {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

// toLocaleString with options builds a new formatter on every call, twelve times for a page of
// pet cards; these are made once, on first use.
let dayFormat: Intl.DateTimeFormat | undefined;
let dayAndTimeFormat: Intl.DateTimeFormat | undefined;

/** A calendar day (YYYY-MM-DD) or an ISO timestamp, as a readable date; unknown text as is. */
export function formatDate(value: string) {
  // A bare day is read as local midnight, so no time zone moves it to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
  return dayFormat.format(date);
}

/** An ISO timestamp as a readable day and time; unknown text as is. */
export function formatDateTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dayAndTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return dayAndTimeFormat.format(date);
}
