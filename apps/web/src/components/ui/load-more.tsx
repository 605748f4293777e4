import { useEffect, useRef } from 'react';

/** The part of an infinite query (TanStack's `useInfiniteQuery`) the end of its list uses. */
type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type LoadMoreProps = {
  query: NextPages;
  /** The button's words while the next page loads ("Loading more pets"). */
  loadingText: string;
  /** What is said once every item is shown ("That is every pet (12)."). */
  endText: string;
};

/**
 * The end of an endless list: asks for the next page as it comes within 400 px of the screen,
 * and offers a Load more button for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({ query, loadingText, endText }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
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
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="flex justify-center">
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {isFetchingNextPage ? loadingText : 'Load more'}
        </button>
      ) : (
        <p className="text-sm text-base-content/70">{endText}</p>
      )}
    </div>
  );
}
