import { petSearchQuery } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, listingQuery, readListingSearch } from './listing-search';

describe('Pet listing address', () => {
  it('reads a GET form’s repeated and empty fields as the app’s own address does', () => {
    const fromForm = new URLSearchParams(
      'sort=newest&category=dog&size=small&size=medium&breed=&colour=&location=&goodWithChildren=yes&search=',
    );
    const fromApp = new URLSearchParams('category=dog&size=small,medium&goodWithChildren=yes');
    expect(petSearchQuery(readListingSearch(fromForm))).toBe(
      petSearchQuery(readListingSearch(fromApp)),
    );
    expect(readListingSearch(fromApp)).toEqual({
      category: ['dog'],
      size: ['small', 'medium'],
      goodWithChildren: ['yes'],
    });
  });

  it('writes one spelling per search: the parameters in order, the pages last', () => {
    expect(
      listingQuery(
        new URLSearchParams('pages=2&search=%20mil%20&size=large&category=cat&sort=name&utm=x'),
      ),
    ).toBe('category=cat&size=large&search=mil&sort=name&pages=2');
    // The default sort and a first page say nothing.
    expect(listingQuery(new URLSearchParams('sort=newest&pages=1'))).toBe('');
    // Values in one order too: the options' own, and names by their lower case, once each.
    expect(
      listingQuery(new URLSearchParams('size=large,small&breed=collie,Beagle,COLLIE&colour=Tan')),
    ).toBe('size=small%2Clarge&breed=Beagle%2Ccollie&colour=Tan');
  });

  it('leaves out what does not parse rather than failing the page', () => {
    expect(
      readListingSearch(new URLSearchParams('category=lizard&size=small&sort=random')),
    ).toEqual({ size: ['small'] });
  });

  it('counts the filters set, not the sort or the name search', () => {
    expect(
      activeFilterCount(
        readListingSearch(
          new URLSearchParams('search=mil&sort=name&category=dog,cat&size=small&location=Dhaka'),
        ),
      ),
    ).toBe(3);
  });
});
