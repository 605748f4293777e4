import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './return-path';

describe('isSameOriginPath', () => {
  it.each([
    '/',
    '/petListing',
    '/petListing?category=dog&search=tom',
    '/dashboard/payment?campaign=c1',
    '/petDetails/0a1b?x=%2F%2F',
    '/petListing#top',
  ])('takes the path %j on this site', (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });

  it.each([
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    '/%20/evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '//evil.example',
    '//evil.example/petListing',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.example/',
    'petListing',
    '',
    '/%E0%A4%A',
  ])('refuses %j', (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });
});
