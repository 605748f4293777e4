import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a full page load would. Back and forward are left to the
 * browser, which puts the reader back where they were; a new search on the same page (the pet
 * listing's filters) keeps the reader where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
