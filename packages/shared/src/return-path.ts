/** An origin no real request has: a path resolved against it and still on it stays on the site. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** Control characters (C0, DEL, C1), whitespace of any kind and backslashes. */
const UNSAFE = /[\p{Cc}\s\\]/u;

/**
 * Whether `value` (a `?redirectTo=` or a remembered location) is a path on this site to send a
 * person back to after signing in. Browsers drop tabs and newlines from addresses and read a
 * backslash as a slash, and React Router decodes a path before matching it, so each check is
 * made on the raw text and again once decoded: `/%09/evil.example`, `/\evil.example` and
 * `/%2F%2Fevil.example` are all refused, as are `//evil.example` and `javascript:…`.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  for (const form of [value, decoded]) {
    if (UNSAFE.test(form)) return false;
    if ((form.split(/[?#]/, 1)[0] ?? '').includes('//')) return false;
  }
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
