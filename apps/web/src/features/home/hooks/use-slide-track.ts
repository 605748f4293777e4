import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the row must be still before its position counts. */
const SETTLE_MS = 120;

export type SlideTarget = number | 'next' | 'previous';

/**
 * A row of full-width slides that scroll snapping holds in place. The current slide is read back
 * from where the row has scrolled, so a swipe, a tab onto a slide's link and `goTo` all agree.
 * Past either end `goTo` wraps round: next after the last slide is the first. `track` goes on
 * the row's element.
 */
export function useSlideTrack(count: number, reducedMotion: boolean) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // goTo reads it, so that the autoplay timer needs no restart at every slide.
  const currentRef = useRef(0);

  useEffect(() => {
    const row = track.current;
    if (!row) return;
    // Read once the row has come to rest: while a move glides past the slides in between, the
    // dots and the spoken position should not run through each of them.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const [first, second] = row.children;
        const step =
          first instanceof HTMLElement && second instanceof HTMLElement
            ? second.offsetLeft - first.offsetLeft
            : row.clientWidth;
        if (step <= 0) return;
        const index = Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / step)));
        currentRef.current = index;
        setCurrent(index);
      }, SETTLE_MS);
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      row.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, [count]);

  const goTo = useCallback(
    (target: SlideTarget) => {
      const row = track.current;
      if (!row) return;
      const wanted =
        target === 'next'
          ? currentRef.current + 1
          : target === 'previous'
            ? currentRef.current - 1
            : target;
      const index = (wanted + count) % count;
      const slide = row.children[index];
      if (!(slide instanceof HTMLElement)) return;
      currentRef.current = index;
      setCurrent(index);
      row.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [count, reducedMotion],
  );

  return { track, current, goTo };
}
