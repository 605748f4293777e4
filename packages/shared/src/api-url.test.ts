import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';

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
