import type { PetImage } from '@pet-adoption/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type PetGalleryProps = { images: readonly PetImage[]; petName: string };

/**
 * A pet's pictures, each read out by its description. The pictures sit in a strip that snaps
 * one to a view, swiped on a touch screen and scrolled without the page's script, where each
 * thumbnail is a link to its picture. With it, Previous/Next and the thumbnails as buttons (the
 * shown one aria-current) choose the picture, the arrow keys move between thumbnails, and
 * "Picture 2 of 3" is announced on each change. Both take the same room, so the page does not
 * move when the script takes over.
 */
export function PetGallery({ images, petName }: PetGalleryProps) {
  const scripted = useHydrated();
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const count = images.length;

  const show = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    const strip = track.current;
    // The strip's smooth scrolling is CSS's, off when the person asks for less motion.
    if (strip) strip.scrollLeft = next * strip.clientWidth;
  };

  /** A swipe or a scroll ended on a picture: it is the one shown. */
  const settled = () => {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const index = Math.round(strip.scrollLeft / strip.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const by = { ArrowRight: 1, ArrowLeft: -1, Home: -current, End: count - 1 - current }[
      event.key
    ];
    if (by === undefined) return;
    event.preventDefault();
    const next = (current + by + count) % count;
    show(next);
    thumbs.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <section aria-labelledby={labelId} className="flex flex-col gap-3">
      <h2 id={labelId} className="sr-only">
        Pictures of {petName}
      </h2>
      {/* A strip that scrolls sideways takes focus, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <ul
        ref={track}
        onScrollEnd={settled}
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={count > 1 ? `${count} pictures, scroll sideways` : undefined}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-box focus-visible:outline-2 focus-visible:outline-offset-2 motion-safe:scroll-smooth"
      >
        {images.map((image, index) => (
          <li
            key={image.url}
            id={`${labelId}-${index + 1}`}
            className="w-full shrink-0 snap-center"
          >
            <img
              src={image.url}
              alt={image.alt}
              width={800}
              height={600}
              loading={index === 0 ? undefined : 'lazy'}
              className="aspect-[4/3] w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <div className="flex min-h-8 items-center justify-between gap-2">
            {scripted ? (
              <>
                <button type="button" className="btn btn-sm" onClick={() => show(current - 1)}>
                  Previous picture
                </button>
                <p aria-live="polite" className="text-sm font-semibold">
                  Picture {current + 1} of {count}
                </p>
                <button type="button" className="btn btn-sm" onClick={() => show(current + 1)}>
                  Next picture
                </button>
              </>
            ) : (
              <p className="text-sm">{count} pictures: swipe or scroll sideways to see them all.</p>
            )}
          </div>
          <div
            ref={thumbs}
            role="group"
            aria-label="Choose a picture"
            onKeyDown={scripted ? onThumbKey : undefined}
            className="flex gap-2 overflow-x-auto p-1"
          >
            {images.map((image, index) => {
              const thumbnail = (
                <img
                  src={image.url}
                  alt={`Picture ${index + 1}: ${image.alt}`}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="aspect-[4/3] w-20 rounded-box object-cover sm:w-24"
                />
              );
              const frame = `shrink-0 rounded-box border-4 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                // Without the script nothing says which picture is in view.
                scripted && index === current ? 'border-primary' : 'border-transparent'
              }`;
              return scripted ? (
                <button
                  key={image.url}
                  type="button"
                  aria-current={index === current ? 'true' : undefined}
                  // One stop in the tab order; the arrow keys move between the pictures.
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => show(index)}
                  className={frame}
                >
                  {thumbnail}
                </button>
              ) : (
                <a key={image.url} href={`#${labelId}-${index + 1}`} className={frame}>
                  {thumbnail}
                </a>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
