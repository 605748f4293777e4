import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, parsePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRedirectTarget } from './use-redirect-target';

/** Where the sign-in screen sends the visitor, opened at `href` with navigation `state`. */
function targetAt(href: string, state?: unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ ...parsePath(href), state }]}>{children}</MemoryRouter>
  );
  return renderHook(() => useRedirectTarget(), { wrapper }).result.current;
}

const redirectTo = (target: string) => `/login?${new URLSearchParams({ redirectTo: target })}`;

describe('useRedirectTarget', () => {
  it('goes home when nothing says where the visitor came from', () => {
    expect(targetAt('/login')).toBe('/');
  });

  it('returns to the location the browser’s guard remembered, with its query', () => {
    expect(targetAt('/login', { from: { pathname: '/petListing', search: '?category=dog' } })).toBe(
      '/petListing?category=dog',
    );
  });

  it('returns to the page the server named in ?redirectTo=, with its query', () => {
    expect(targetAt(redirectTo('/dashboard/payment?campaign=c1'))).toBe(
      '/dashboard/payment?campaign=c1',
    );
  });

  it('prefers the remembered location over ?redirectTo=', () => {
    expect(targetAt(redirectTo('/donationCampaigns'), { from: { pathname: '/petListing' } })).toBe(
      '/petListing',
    );
  });

  it.each([
    '/%09/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '//evil.example',
    '//evil.example/petListing',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'petListing',
    '',
  ])('never leaves the site for ?redirectTo=%s', (target) => {
    expect(targetAt(redirectTo(target))).toBe('/');
  });

  it('ignores a remembered location that is not a path on this site', () => {
    expect(targetAt('/login', { from: { pathname: '//evil.example' } })).toBe('/');
    expect(targetAt('/login', { from: { pathname: '/%09/evil.example' } })).toBe('/');
    expect(targetAt('/login', { from: 'https://evil.example/' })).toBe('/');
  });

  it.each(['/login', '/signUp', '/login?redirectTo=%2FpetListing'])(
    'does not bounce back to the sign-in screens (%s)',
    (target) => {
      expect(targetAt(redirectTo(target))).toBe('/');
      expect(targetAt('/login', { from: parsePath(target) })).toBe('/');
    },
  );
});
