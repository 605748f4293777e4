import { useState } from 'react';

/**
 * Paging through a cursor-paged list (docs/product.md §7): the cursors of the pages before this one
 * are kept, so Previous can go back. Pass `cursor` to the query and the answer's `nextCursor` to
 * <CursorPager>.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length,
    previous: () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    next: (cursor: string) => setCursors((current) => [...current, cursor]),
  };
}

type CursorPagerProps = {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
};

export function CursorPager({ pages, nextCursor }: CursorPagerProps) {
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label="Pages" className="join self-center">
      <button
        type="button"
        className="btn join-item"
        disabled={pages.page === 1}
        onClick={pages.previous}
      >
        Previous
      </button>
      <span className="btn join-item pointer-events-none">Page {pages.page}</span>
      <button
        type="button"
        className="btn join-item"
        disabled={!nextCursor}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        Next
      </button>
    </nav>
  );
}
