import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';
import { petListingPageQuery, readPetFilters } from './pets';

describe('apiUrl', () => {
  it('writes the query in the order given and leaves empty values out', () => {
    expect(apiUrl('/petListing', { limit: 12, cursor: undefined, search: '', on: true })).toBe(
      '/api/petListing?limit=12&on=true',
    );
    expect(apiUrl('/auth/get-session')).toBe('/api/auth/get-session');
  });

  it('encodes what a person typed, so it cannot break out of an address or a header', () => {
    expect(apiUrl('/petListing', { search: 'tom & jerry, <b>;\r\n' })).toBe(
      '/api/petListing?search=tom+%26+jerry%2C+%3Cb%3E%3B%0D%0A',
    );
  });
});

describe('Pet listing page query', () => {
  it('reads the filters as the page shows them: trimmed search, known categories only', () => {
    expect(readPetFilters(new URLSearchParams('search=%20Tom%20&category=cat'))).toEqual({
      search: 'Tom',
      category: 'cat',
    });
    expect(readPetFilters(new URLSearchParams('search=%20&category=lizard'))).toEqual({
      search: undefined,
      category: undefined,
    });
  });

  it('asks for one page of 12, after the cursor when there is one', () => {
    expect(apiUrl('/petListing', petListingPageQuery({ category: 'dog' }, 'abc'))).toBe(
      '/api/petListing?limit=12&cursor=abc&category=dog',
    );
  });
});
