import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

/** An IntersectionObserver whose targets are always on screen, as at the end of a short list. */
class OnScreen {
  static observed = 0;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    OnScreen.observed += 1;
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const query = (state: Partial<Parameters<typeof LoadMore>[0]['query']> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...state,
});

describe('LoadMore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    OnScreen.observed = 0;
  });

  it('asks for the next page as the end of the list comes on screen, or on Load more', () => {
    vi.stubGlobal('IntersectionObserver', OnScreen);
    const next = query();
    render(<LoadMore query={next} loadingText="Loading more pets" endText="That is every pet." />);
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('says why a next page failed and asks again only on Try again', () => {
    vi.stubGlobal('IntersectionObserver', OnScreen);
    const failed = query({
      isFetchNextPageError: true,
      error: new Error('The server had a problem.'),
    });
    render(
      <LoadMore query={failed} loadingText="Loading more pets" endText="That is every pet." />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The server had a problem.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(OnScreen.observed).toBe(0);
    expect(failed.fetchNextPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('as a link to one page more, loads in place once scripts run', () => {
    const next = query();
    render(
      <LoadMore
        query={next}
        moreHref="?pages=2#pet-7"
        loadingText="Loading more pets"
        endText="That is every pet."
      />,
    );
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link).toHaveAttribute('href', '?pages=2#pet-7');
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(link)).toBe(false);
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says so at the end of the list', () => {
    render(
      <LoadMore
        query={query({ hasNextPage: false })}
        loadingText="Loading more pets"
        endText="That is every pet (12)."
      />,
    );
    expect(screen.getByText('That is every pet (12).')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
