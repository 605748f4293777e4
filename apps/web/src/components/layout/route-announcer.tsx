import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { NOTICE_ATTRIBUTE } from '../ui/notice-banner';
import { MAIN_CONTENT_ID } from './skip-link';

/** Says the text once more even when two pages in a row share it: it then changes by a space. */
function announce(region: HTMLElement | null, text: string) {
  if (!region) return;
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

/** Focus from script only (not a stop for Tab), without scrolling: back and forward restore. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a move to another page in the browser, what a full page load gives for free: focus at
 * the top of the new page, on its h1 (rather than on <body>, or on a link that left with the
 * old page), and the page's title said by screen readers through a polite live region.
 *
 * Not on the first page (the browser's load), not when only the query string changes (a search,
 * a filter, a table's page: the screen keeps focus where it is), and not for a link to a part
 * of the page that exists (the browser takes the reader there). A screen whose heading comes
 * with its data (a pet's name) gets focus and announcement when it arrives, unless the reader
 * has moved on by then.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // Mounted by the page load (a POP: the first page, a reload), the page is the browser's; mounted
  // by a navigation (the layout comes back around a failed page, or leaves it), it is new.
  const shownPath = useRef(navigationType === NavigationType.Pop ? pathname : null);
  const region = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const linked = hash !== '' && document.getElementById(decodeURIComponent(hash.slice(1)));
    // A form's action landed here: what it did is said first, as on a page the server sent.
    const heading =
      main.querySelector<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`) ??
      main.querySelector<HTMLElement>('h1');
    if (heading || linked) {
      announce(region.current, document.title);
      if (heading && !linked) focusHeading(heading);
      return;
    }

    const focusBefore = document.activeElement;
    let waiting = true;
    const observer = new MutationObserver(() => {
      const arrived = main.querySelector<HTMLElement>('h1');
      if (!arrived) return;
      waiting = false;
      observer.disconnect();
      announce(region.current, document.title);
      const active = document.activeElement;
      if (active === focusBefore || active === document.body || active === main) {
        focusHeading(arrived);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      // Still waiting: a run of this effect again (development's double run) starts over.
      if (waiting) shownPath.current = previousPath;
      observer.disconnect();
    };
  }, [pathname, hash]);

  // A live region without the status role: screens' own status messages stay the only ones.
  return <p ref={region} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
