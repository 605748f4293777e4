/** Card number as people read it on the card: groups of four digits (at most 19 digits). */
export function formatCardNumber(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as it is typed: the slash appears after the month, a single month digit above 1 gets
 * its leading zero ("4" → "04/"), and deleting the slash deletes it rather than re-adding it.
 */
export function formatExpiry(text: string, previous: string) {
  let digits = text.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  const deleting = text.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

export function formatCvc(text: string) {
  return text.replace(/\D/g, '').slice(0, 4);
}
