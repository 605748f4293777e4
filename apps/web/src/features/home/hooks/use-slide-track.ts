import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the row must be still before its position counts. */
const SETTLE_MS = 120;
/**
 * Longer than any glide `goTo` starts: until then, a pause short of the slide it glides to is a
 * busy device dropping frames, not the row coming to rest.
 */
const GLIDE_MS = 1000;

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
  // The slide goTo's glide is heading for, and until when it may still be on its way. A quick
  // second press goes on from there, never from a slide the glide was only passing.
  const glide = useRef<{ index: number; until: number } | null>(null);

  useEffect(() => {
    const row = track.current;
    if (!row) return;
    // Read once the row has come to rest: while a move glides past the slides in between, the
    // dots and the spoken position should not run through each of them.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const [first, second] = row.children;
      const step =
        first instanceof HTMLElement && second instanceof HTMLElement
          ? second.offsetLeft - first.offsetLeft
          : row.clientWidth;
      if (step <= 0) return;
      const index = Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / step)));
      const heading = glide.current;
      if (heading && index !== heading.index && Date.now() < heading.until) {
        settle = setTimeout(read, heading.until - Date.now());
        return;
      }
      glide.current = null;
      currentRef.current = index;
      setCurrent(index);
    };
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(read, SETTLE_MS);
    };
    // A hand on the row (a swipe, a wheel) takes over from the glide: where it stops counts.
    const takeOver = () => {
      glide.current = null;
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    row.addEventListener('pointerdown', takeOver, { passive: true });
    row.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      row.removeEventListener('scroll', onScroll);
      row.removeEventListener('pointerdown', takeOver);
      row.removeEventListener('wheel', takeOver);
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
      glide.current = { index, until: Date.now() + GLIDE_MS };
      row.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'instant' : 'smooth' });
    },
    [count, reducedMotion],
  );

  return { track, current, goTo };
}
