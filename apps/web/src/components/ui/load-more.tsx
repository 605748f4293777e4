import { useEffect, useRef } from 'react';
import { LoadError } from './load-error';

/** The part of an infinite query (TanStack's `useInfiniteQuery`) the end of its list uses. */
type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next page failed (the first page's own failure is the screen's to show). */
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
};

type LoadMoreProps = {
  query: NextPages;
  /** The button's words while the next page loads ("Loading more pets"). */
  loadingText: string;
  /** What is said once every item is shown ("That is every pet (12)."). */
  endText: string;
  /**
   * The address of this list with one page more. Given, Load more is a link to it, which
   * works before the page's scripts run and without them; with them it loads in place.
   */
  moreHref?: string;
};

/**
 * The end of an endless list: asks for the next page as it comes within 400 px of the screen,
 * and offers a Load more button for keyboards and browsers without IntersectionObserver. When
 * a next page fails it says why and waits for Try again: asking again by itself would repeat
 * the failure for as long as the end of the list is on screen.
 */
export function LoadMore({ query, loadingText, endText, moreHref }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  const failed = isFetchNextPageError && !isFetchingNextPage;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, failed, fetchNextPage]);

  if (failed) {
    return (
      <LoadError
        message={error?.message ?? 'The next page could not be loaded.'}
        onRetry={() => void fetchNextPage()}
      />
    );
  }
  const label = (
    <>
      {isFetchingNextPage && (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      )}
      {isFetchingNextPage ? loadingText : 'Load more'}
    </>
  );
  return (
    <div ref={sentinel} className="flex justify-center">
      {!hasNextPage ? (
        <p className="text-sm text-base-content/70">{endText}</p>
      ) : moreHref ? (
        <a
          href={moreHref}
          className="btn btn-outline"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!isFetchingNextPage) void fetchNextPage();
          }}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {label}
        </button>
      )}
    </div>
  );
}
