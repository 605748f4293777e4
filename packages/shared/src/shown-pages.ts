/**
 * How many pages of an endless list a page shows at once: `?pages=3` asks for the first three.
 * The list's Load more is a link to the same address with one page more, so without scripts it
 * still shows more; with scripts it loads the next page in place instead.
 */
export const SHOWN_PAGES_PARAM = 'pages';

/** More would make one page view a heavy run of API calls. */
export const MAX_SHOWN_PAGES = 10;

/** The pages an address asks for: 1 unless it says a whole number from 2 to the maximum. */
export function readShownPages(params: URLSearchParams): number {
  const asked = Number(params.get(SHOWN_PAGES_PARAM));
  return Number.isInteger(asked) && asked > 1 ? Math.min(asked, MAX_SHOWN_PAGES) : 1;
}

/**
 * The address of the same list with one page more, or undefined when the maximum is shown.
 * `anchor` is the id of the last item shown, so the browser lands where the reader was.
 */
export function moreShownHref(
  params: URLSearchParams,
  shown: number,
  anchor: string,
): string | undefined {
  if (shown >= MAX_SHOWN_PAGES) return undefined;
  const next = new URLSearchParams(params);
  next.set(SHOWN_PAGES_PARAM, String(shown + 1));
  return `?${next.toString()}#${anchor}`;
}
