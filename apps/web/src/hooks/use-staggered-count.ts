import { useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render: up to `first` at once, then one more in
 * each following task. Rendering all of Home, or a page of pet cards, in one go kept a phone's
 * main thread busy for a good fraction of a second (taps wait that long); one part per task
 * keeps each step short, and the browser paints the top of the page before the parts below it
 * exist. When `total` grows (data arrives, another page loads), the new parts follow the same way.
 */
export function useStaggeredCount(total: number, first: number) {
  const [later, setLater] = useState(0);
  const shown = Math.min(total, first + later);

  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setLater((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);

  return shown;
}

/**
 * The first `shown` of `items`, counted as useStaggeredCount counts: a grid of cards built one
 * card per task. A whole section of six cards in one task was still longer than the 50 ms a
 * phone may block before a tap has to wait (about 7 ms on a fast desktop, at Lighthouse's
 * mid-tier-phone slowdown); one card is well under it.
 */
export function useStaggeredItems<T>(items: readonly T[], first = 1): readonly T[] {
  const shown = useStaggeredCount(items.length, first);
  return shown === items.length ? items : items.slice(0, shown);
}
