import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_PAGES, moreShownHref, readShownPages } from './shown-pages';

const params = (search: string) => new URLSearchParams(search);

describe('shown pages', () => {
  it.each([
    ['', 1],
    ['pages=3', 3],
    ['pages=1', 1],
    ['pages=0', 1],
    ['pages=-2', 1],
    ['pages=2.5', 1],
    ['pages=abc', 1],
    ['pages=999', MAX_SHOWN_PAGES],
  ])('?%s shows %i page(s)', (search, shown) => {
    expect(readShownPages(params(search))).toBe(shown);
  });

  it('links to one page more, keeping the filters and landing on the last card shown', () => {
    expect(moreShownHref(params('search=luna&pages=2'), 2, 'pet-7')).toBe(
      '?search=luna&pages=3#pet-7',
    );
  });

  it('offers no link once the most a page may show is shown', () => {
    expect(moreShownHref(params(''), MAX_SHOWN_PAGES, 'pet-7')).toBeUndefined();
  });
});
