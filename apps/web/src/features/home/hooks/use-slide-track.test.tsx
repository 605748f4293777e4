import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideTrack } from './use-slide-track';

const SLIDE_WIDTH = 100;

function Track() {
  const { track, current, goTo } = useSlideTrack(3, false);
  return (
    <>
      <p>current {current}</p>
      <button type="button" onClick={() => goTo('next')}>
        Next
      </button>
      <button type="button" onClick={() => goTo(2)}>
        Third
      </button>
      <div ref={track} data-testid="row">
        {[0, 1, 2].map((index) => (
          <div key={index} />
        ))}
      </div>
    </>
  );
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

/** A row that scrolls only when the test says, with slides 100 px apart. */
function renderTrack() {
  render(<Track />);
  const row = screen.getByTestId('row');
  [...row.children].forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', { value: index * SLIDE_WIDTH }),
  );
  let left = 0;
  Object.defineProperty(row, 'scrollLeft', { get: () => left });
  row.scrollTo = vi.fn();
  /** The row is at `x` and then sends no scroll event for a while. */
  const scrolledTo = async (x: number) => {
    left = x;
    row.dispatchEvent(new Event('scroll'));
    await act(() => vi.advanceTimersByTimeAsync(150));
  };
  return { row, scrolledTo };
}

describe('useSlideTrack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pause mid-glide (a busy device) does not pull the current slide back', async () => {
    const { scrolledTo } = renderTrack();
    press('Next');
    expect(screen.getByText('current 1')).toBeInTheDocument();
    // Frames dropped while the glide is still near the first slide.
    await scrolledTo(30);
    expect(screen.getByText('current 1')).toBeInTheDocument();
    // A second press goes on from where the first was heading.
    press('Next');
    expect(screen.getByText('current 2')).toBeInTheDocument();
    await scrolledTo(2 * SLIDE_WIDTH);
    expect(screen.getByText('current 2')).toBeInTheDocument();
  });

  it('a glide that ends short counts where it ended, once it has had its time', async () => {
    const { scrolledTo } = renderTrack();
    press('Next');
    await scrolledTo(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('current 0')).toBeInTheDocument();
  });

  it('a hand on the row takes over from the glide at once', async () => {
    const { row, scrolledTo } = renderTrack();
    press('Third');
    row.dispatchEvent(new Event('pointerdown'));
    await scrolledTo(SLIDE_WIDTH);
    expect(screen.getByText('current 1')).toBeInTheDocument();
  });
});
