import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('is one image named with the rating, at most 180 px wide', () => {
    render(<StarRating value={4} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars).toHaveClass('max-w-[180px]');
    // Five stars drawn twice: the empty scale, and the filled part over it.
    const layers = [...stars.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(layers).toHaveLength(2);
    for (const layer of layers) expect(layer?.match(/M/g)).toHaveLength(5);
  });

  it('fills a fraction of the stars for a fractional rating', () => {
    const { container } = render(<StarRating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
    // 3.5 stars of a 24-unit star.
    expect(container.querySelector('clipPath rect')).toHaveAttribute('width', '84');
  });

  it('draws as many stars as the scale has', () => {
    render(<StarRating value={2} max={10} />);
    const stars = screen.getByRole('img', { name: 'Rated 2 out of 10' });
    expect(stars.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(10);
    expect(stars).toHaveAttribute('viewBox', '0 0 240 24');
  });

  it('keeps out-of-range values on the scale', () => {
    render(
      <>
        <StarRating value={9} />
        <StarRating value={-1} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  });

  it('gives every instance its own clip path', () => {
    const { container } = render(
      <>
        <StarRating value={1} />
        <StarRating value={2} />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(new Set(ids).size).toBe(2);
  });
});
