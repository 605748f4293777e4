/** SQLSTATE of the error or of one it wraps (drizzle wraps driver errors in DrizzleQueryError). */
export function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (depth > 5 || typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf(cause, depth + 1);
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
