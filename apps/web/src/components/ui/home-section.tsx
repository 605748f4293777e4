import { imageSrcSet } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { QueryBoundary } from './query-boundary';

type HomeSectionProps = {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
};

/** A section of Home (or a page like it): its h2 and lede, then what it shows. */
export function HomeSection({ id, title, description, className, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {description && <p className="mt-3 text-base-content/80 sm:text-lg">{description}</p>}
      </div>
      {children}
    </section>
  );
}

type LiveCardListProps<T> = {
  /** The section's query, as TanStack gives it. */
  query: Parameters<typeof QueryBoundary<T[]>>[0]['query'];
  /** The grid's classes, for the cards and their placeholders alike. */
  grid: string;
  /** Said while the cards are on their way ("Loading the newest pets"). */
  loadingLabel: string;
  /** How many placeholders, and what one looks like. */
  placeholders: number;
  placeholder: ReactNode;
  /** The section's own sentence when the server cannot answer. */
  errorMessage: string;
  /** Said when there is nothing to show. */
  empty: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** A grid of cards from the server: placeholders while they load, a sentence when none. */
export function LiveCardList<T>({
  query,
  grid,
  loadingLabel,
  placeholders,
  placeholder,
  errorMessage,
  empty,
  itemKey,
  children,
}: LiveCardListProps<T>) {
  return (
    <QueryBoundary
      query={query}
      pending={
        <ul className={grid} aria-label={loadingLabel}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="flex flex-col gap-3">
              {placeholder}
            </li>
          ))}
        </ul>
      }
      errorMessage={errorMessage}
    >
      {(list) =>
        list.length === 0 ? (
          <p className="text-center">{empty}</p>
        ) : (
          <ul className={grid}>
            {list.map((item) => (
              <li key={itemKey(item)}>{children(item)}</li>
            ))}
          </ul>
        )
      }
    </QueryBoundary>
  );
}

/** A card's place while it loads: its picture, title and first line. */
export function CardPlaceholder({ square = false }: { square?: boolean }) {
  return (
    <>
      <div className={`skeleton w-full ${square ? 'aspect-square' : 'aspect-[4/3]'}`} />
      <div className="skeleton h-6 w-1/2" />
      {!square && <div className="skeleton h-4 w-3/4" />}
    </>
  );
}

type HomePictureProps = {
  src: string;
  /** The `sizes` of the picture's `srcset`: how wide it shows at each width of the screen. */
  sizes: string;
  /** Most pictures here only decorate a card its heading names. */
  alt?: string;
  /** Square (a category) rather than 4:3. */
  square?: boolean;
};

/** A card's picture on Home, loaded lazily as it nears the screen. */
export function HomePicture({ src, sizes, alt = '', square = false }: HomePictureProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={square ? 320 : 800}
      height={square ? 320 : 600}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/**
 * The classes of a link stretched over its whole card (after:inset-0): the card is one target
 * while its accessible name stays the link's text. The card needs `relative`.
 */
export const STRETCHED_LINK =
  'after:absolute after:inset-0 after:rounded-box focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus-ring)';
