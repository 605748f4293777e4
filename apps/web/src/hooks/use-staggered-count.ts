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
