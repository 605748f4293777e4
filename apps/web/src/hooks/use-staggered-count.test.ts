import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaggeredCount, useStaggeredItems } from './use-staggered-count';

describe('useStaggeredCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const nextTask = () =>
    act(() => {
      vi.advanceTimersToNextTimer();
    });

  it('shows the first parts at once, then one more per task, up to the total', () => {
    const { result } = renderHook(() => useStaggeredCount(5, 2));
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
    nextTask();
    nextTask();
    expect(result.current).toBe(5);
    nextTask();
    expect(result.current).toBe(5);
  });

  it('follows a total that arrives later or grows, first parts at once again', () => {
    const { result, rerender } = renderHook(({ total }) => useStaggeredCount(total, 3), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 5 });
    expect(result.current).toBe(3);
    nextTask();
    nextTask();
    expect(result.current).toBe(5);
    rerender({ total: 7 });
    expect(result.current).toBe(5);
    nextTask();
    expect(result.current).toBe(6);
  });
});

describe('useStaggeredItems', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the first item at once, then one more per task, in order', () => {
    const { result } = renderHook(() => useStaggeredItems(['a', 'b', 'c']));
    expect(result.current).toEqual(['a']);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toEqual(['a', 'b']);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toEqual(['a', 'b', 'c']);
  });
});
