// Made on first use rather than when the module loads: the first number format a page creates
// loads the browser's locale data, which on a phone is worth keeping out of start-up.
let money: Intl.NumberFormat | undefined;

/** Amounts travel as dollars (DESIGN §2); whole dollars drop the cents, as people write them. */
export function formatMoney(dollars: number) {
  money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const text = money.format(dollars);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A calendar day (YYYY-MM-DD) or an ISO timestamp, as a readable date; unknown text as is. */
export function formatDate(value: string) {
  // A bare day is read as local midnight, so no time zone moves it to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { dateStyle: 'medium' });
}

export function formatDateTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
