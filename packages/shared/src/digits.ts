/**
 * "12,000": digits grouped by hand. `toLocaleString` would load the browser's locale data, which
 * on a phone costs tens of milliseconds the first time, and these run as the modules load.
 */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
