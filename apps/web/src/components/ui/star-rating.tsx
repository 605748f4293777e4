import { useId } from 'react';

const STAR_SIZE = 24;

/** One star, its left edge at `x`, on a 24-unit square. */
function starPath(x: number) {
  return `M${12 + x} 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L${12 + x} 17.52l-5.88 3.09 1.12-6.55L${2.48 + x} 9.42l6.58-.96z`;
}

/**
 * All the stars of a scale as one path. One path per layer instead of one per star keeps a page
 * of testimonials to a few SVG elements each, which the browser creates and styles faster.
 */
function starsPath(max: number) {
  return Array.from({ length: max }, (_, index) => starPath(index * STAR_SIZE)).join('');
}

type StarRatingProps = {
  value: number;
  max?: number;
  className?: string;
};

function formatRating(value: number) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * Read-only rating (docs/product.md §2: 5-star scale, at most 180 px wide). One SVG so the stars
 * scale together with the width, and a clip path so fractional ratings fill part of a star. Exposed
 * as a single image with a text label; the individual stars are decoration.
 */
export function StarRating({ value, max = 5, className = '' }: StarRatingProps) {
  // useId output contains characters that are awkward inside url(#...), so keep it plain.
  const clipId = `stars-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rating = Math.min(Math.max(value, 0), max);
  const stars = starsPath(max);

  return (
    <svg
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of ${max}`}
      viewBox={`0 0 ${STAR_SIZE * max} ${STAR_SIZE}`}
      className={`block h-auto w-full max-w-[180px] ${className}`}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={rating * STAR_SIZE} height={STAR_SIZE} />
        </clipPath>
      </defs>
      <path className="fill-base-content/15" d={stars} />
      <path className="fill-amber-500" clipPath={`url(#${clipId})`} d={stars} />
    </svg>
  );
}
