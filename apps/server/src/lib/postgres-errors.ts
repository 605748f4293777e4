/** SQLSTATE of the error or of one it wraps (drizzle wraps driver errors in DrizzleQueryError). */
export function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (depth > 5 || typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf(cause, depth + 1);
}

export const UNIQUE_VIOLATION = '23505';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL that cannot name a row answers 404 rather than a uuid cast error (500). */
export const isUuid = (value: string) => UUID.test(value);
