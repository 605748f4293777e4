/** Every API address starts here (docs/product.md §7), in the browser and on the server alike. */
export const API_PREFIX = '/api';

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/**
 * An API address with its query: empty values are left out, the rest keep the order given.
 * The web app's every call is written by it, in the browser and while the server renders a page.
 */
export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}
