/** Every API address starts here (docs/product.md §7), in the browser and on the server alike. */
export const API_PREFIX = '/api';

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/**
 * An API address with its query: empty values are left out, the rest keep the order given.
 * The browser's calls and the server's preload hints are both written by this function, so a
 * hint names byte for byte the address the call will ask for (the browser reuses a preload only
 * for the same URL).
 */
export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}
