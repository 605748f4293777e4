/**
 * Card numbers and expiries as the `test` provider reads them: the web app's card form and the
 * simulated processor on the server.
 */

export const cardMessages = {
  number: 'Enter a valid card number.',
  expiry: 'Enter the expiry as MM/YY.',
  expiryPast: "Your card's expiry date is in the past.",
  cvc: 'Enter the 3- or 4-digit security code (CVC).',
} as const;

/** Digits only: people type card numbers with spaces or dashes. */
export const normalizeCardNumber = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function isLuhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (spaces allowed around the slash) → month 1–12 and a four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export const isExpiryPast = (
  expiry: { month: number; year: number },
  now: Date = new Date(),
): boolean =>
  expiry.year < now.getFullYear() ||
  (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
