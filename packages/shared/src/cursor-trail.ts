/**
 * A table's place in a cursor-paged list (docs/product.md §7), kept in the address:
 * `?cursor=a&cursor=b` is the third page, reached through the cursors of the two before it, so
 * Previous can go back. The address rather than component state, so that Next and Previous are
 * links that work without scripts, and Back or a reload stays on the page.
 */
export const CURSOR_PARAM = 'cursor';

/** The cursors of the pages before this one, oldest first. */
export const cursorTrail = (params: URLSearchParams) =>
  params.getAll(CURSOR_PARAM).filter((cursor) => cursor !== '');

/** The cursor of the page the address shows; undefined on the first page. */
export const currentCursor = (params: URLSearchParams) => cursorTrail(params).at(-1);

/**
 * The address of the page reached through these cursors. Other parameters are left behind,
 * except those in `kept` (a table's filters, which every page of it shares).
 */
export function trailHref(
  trail: readonly string[],
  kept: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(kept);
  for (const cursor of trail) params.append(CURSOR_PARAM, cursor);
  return `?${params.toString()}`;
}
