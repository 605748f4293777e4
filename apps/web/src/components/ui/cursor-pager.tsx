import { useState, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useSearchParams } from 'react-router';
import { cursorTrail, trailHref } from '@pet-adoption/shared';

/** Where a table keeps its page: the address for a screen's table, state inside a dialog. */
export type PagesKeptIn = 'address' | 'state';

/** Another page: a link to its address, or what a button in a dialog does. */
type PageTarget = string | (() => void);

/**
 * Paging through a cursor-paged list. A screen's table keeps its page in the address
 * (cursor-trail.ts in packages/shared): Next and Previous are links that work without scripts, and the route's
 * loader reads the same cursor, so the page the address names comes with the page. A table in a
 * dialog, which only scripts open, keeps it in state: the address is the screen's own.
 * Pass `cursor` to the query and the answer's `nextCursor` to <CursorPager>; a filtered table
 * passes its filters, which its Previous and Next links keep.
 */
export function useCursorPages(
  keptIn: PagesKeptIn = 'address',
  /** Parameters every page of the table keeps in its address (its filters). */
  filters: Readonly<Record<string, string>> = {},
) {
  const [params] = useSearchParams();
  const [stateTrail, setStateTrail] = useState<string[]>([]);
  const trail = keptIn === 'address' ? cursorTrail(params) : stateTrail;
  const goTo = (next: string[]): PageTarget =>
    keptIn === 'address' ? trailHref(next, filters) : () => setStateTrail(next);
  return {
    cursor: trail.at(-1),
    page: trail.length + 1,
    previous: trail.length > 0 ? goTo(trail.slice(0, -1)) : undefined,
    next: (nextCursor: string) => goTo([...trail, nextCursor]),
    keptIn,
  };
}

type CursorPagerProps = {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
};

export function CursorPager({ pages, nextCursor }: CursorPagerProps) {
  if (pages.page === 1 && !nextCursor) return null;
  const Target = pages.keptIn === 'address' ? PageLink : PageButton;
  return (
    <nav aria-label="Pages" className="join self-center">
      <Target target={pages.previous}>Previous</Target>
      <span className="btn join-item pointer-events-none">{`Page ${pages.page}`}</span>
      <Target target={nextCursor ? pages.next(nextCursor) : undefined}>Next</Target>
    </nav>
  );
}

type TargetProps = { target: PageTarget | undefined; children: ReactNode };

/**
 * A link to another page, or without one, the same words dimmed. One `<a>` either way, kept
 * focusable: reaching the last page with Next must not drop the keyboard's focus (WCAG 2.4.3),
 * which another element in its place would.
 */
function PageLink({ target, children }: TargetProps) {
  const href = typeof target === 'string' ? target : undefined;
  const resolved = useHref(href ?? '');
  const followLink = useLinkClickHandler(href ?? '', { preventScrollReset: true });
  return (
    <a
      href={href === undefined ? undefined : resolved}
      onClick={href === undefined ? undefined : followLink}
      role={href === undefined ? 'link' : undefined}
      aria-disabled={href === undefined ? true : undefined}
      tabIndex={0}
      className={href === undefined ? 'btn join-item btn-disabled' : 'btn join-item'}
    >
      {children}
    </a>
  );
}

/** The same in a dialog: a button, dimmed but focusable when there is no such page. */
function PageButton({ target, children }: TargetProps) {
  const go = typeof target === 'function' ? target : undefined;
  return (
    <button
      type="button"
      className={go ? 'btn join-item' : 'btn join-item btn-disabled'}
      aria-disabled={go ? undefined : true}
      onClick={go}
    >
      {children}
    </button>
  );
}
