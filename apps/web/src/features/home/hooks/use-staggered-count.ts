import { useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render: `first` at once, then one more in each
 * following task. Rendering all of Home in one go kept a phone's main thread busy for a good
 * fraction of a second (taps wait that long); one part per task keeps each step short, and the
 * browser paints the top of the page before the parts below it exist.
 */
export function useStaggeredCount(total: number, first: number) {
  const [count, setCount] = useState(() => Math.min(first, total));

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + 1), 0);
    return () => clearTimeout(timer);
  }, [count, total]);

  return count;
}
