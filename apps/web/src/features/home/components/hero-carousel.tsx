import { HERO_AUTOPLAY_MS, imageSrcSet, texts } from '@pet-adoption/shared';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { HERO_IMAGE_SIZES, HERO_SLIDES, type HeroSlide } from '../content/hero-slides';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useSlideTrack } from '../hooks/use-slide-track';

const carouselTexts = texts.home.carousel;
const COUNT = HERO_SLIDES.length;

function Slide({ slide, index, hidden }: { slide: HeroSlide; index: number; hidden: boolean }) {
  const first = index === 0;
  return (
    <div
      role="group"
      aria-roledescription={carouselTexts.slide}
      aria-label={carouselTexts.slidePosition(index + 1, COUNT)}
      // A slide out of view is out of the Tab order and of what a screen reader reads: the
      // arrows and dots bring it in (the usual carousel pattern).
      inert={hidden}
      className="w-full shrink-0 snap-center"
    >
      <div className="grid h-full items-center gap-6 px-12 pt-6 pb-16 sm:px-16 md:grid-cols-2 md:gap-10 md:py-12 lg:px-20">
        <div className="order-2 flex flex-col items-center gap-4 text-center md:order-1 md:items-start md:text-left">
          <h2 className="text-3xl font-bold text-balance sm:text-4xl lg:text-5xl">
            {slide.headline}
          </h2>
          <p className="max-w-prose text-lg text-base-content/80">{slide.text}</p>
          <Link to={paths.petListing.getHref()} className="btn btn-primary btn-lg">
            {texts.home.getStarted}
          </Link>
        </div>
        <img
          src={slide.image}
          srcSet={imageSrcSet(slide.image)}
          sizes={HERO_IMAGE_SIZES}
          alt={slide.alt}
          width={800}
          height={600}
          // The first slide is the page's largest paint: fetched first, never lazily.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          decoding={first ? 'sync' : 'async'}
          className="order-1 mx-auto aspect-[4/3] h-auto w-full max-w-[560px] rounded-box object-cover shadow-md md:order-2"
        />
      </div>
    </div>
  );
}

const arrowClass =
  'btn btn-circle btn-sm absolute top-1/2 z-10 -translate-y-1/2 border-base-content/60 bg-base-100 text-primary sm:btn-md';

/** The previous and next arrows: the side each stands on and its chevron. */
const ARROWS = {
  previous: { side: 'left-2', path: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z' },
  next: { side: 'right-2', path: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z' },
} as const;

function Arrow({ to, onClick }: { to: keyof typeof ARROWS; onClick: () => void }) {
  const { side, path } = ARROWS[to];
  return (
    <button type="button" className={`${arrowClass} ${side}`} onClick={onClick}>
      <span className="sr-only">{carouselTexts[to]}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
        <path d={path} />
      </svg>
    </button>
  );
}

/**
 * The hero carousel (docs/product.md §2, §9): six slides in a row that the browser's own scroll
 * snapping moves, so they swipe on a phone and can be scrolled through even before (or without)
 * any script; the arrows, the dots and autoplay, which come with the script, only ask the row
 * to scroll. Next at the last slide goes back to the first, as a click always did. Once the
 * script runs, only the slide in view can be tabbed into and read; the others wait behind the
 * arrows and dots.
 *
 * Autoplay (a slide every 2.5 s, going on after a click) is off for people who ask their system
 * for reduced motion, waits while keyboard focus is inside the carousel (so a slide never moves
 * away from someone reading it), and anyone can stop it with the pause button (WCAG 2.2.2).
 */
export function HeroCarousel() {
  const reducedMotion = useReducedMotion();
  const { track, current, goTo } = useSlideTrack(COUNT, reducedMotion);
  // Without a script every slide stays reachable: swiped to, scrolled to, its link followed.
  const controlled = useHydrated();
  const [paused, setPaused] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // Bumped by every arrow or dot, so the next automatic move waits a full delay after it.
  const [lastMove, setLastMove] = useState(0);
  const autoplay = !reducedMotion && !paused && !keyboardInside;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => goTo('next'), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, goTo, lastMove]);

  const move = (to: number | 'next' | 'previous') => {
    goTo(to);
    setLastMove((count) => count + 1);
  };

  // Only focus that came from the keyboard holds autoplay: a click on an arrow focuses it too,
  // and the slides must go on after a click.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  const slide = HERO_SLIDES[current];
  return (
    <section
      aria-label={carouselTexts.label}
      aria-roledescription={carouselTexts.roleDescription}
      className="relative overflow-hidden rounded-box bg-linear-to-br from-base-200 via-base-100 to-base-200"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={track}
        className="relative flex snap-x snap-mandatory gap-[30px] overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {HERO_SLIDES.map((item, index) => (
          <Slide
            key={item.image}
            slide={item}
            index={index}
            hidden={controlled && index !== current}
          />
        ))}
      </div>
      {/* Says where the carousel is after someone moves it; silent while it moves by itself. */}
      <p className="sr-only" aria-live={autoplay ? 'off' : 'polite'} aria-atomic="true">
        {slide ? carouselTexts.slidePosition(current + 1, COUNT) + ': ' + slide.headline : ''}
      </p>

      {/* The arrows, the dots and the pause button work only with the script, so they come
          with it: without one the row is swiped or scrolled, and nothing moves by itself. */}
      {controlled && (
        <>
          <Arrow to="previous" onClick={() => move('previous')} />
          <Arrow to="next" onClick={() => move('next')} />

          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
            {HERO_SLIDES.map((item, index) => (
              // A 24 px target around a 12 px dot (WCAG 2.5.8).
              <button
                key={item.image}
                type="button"
                aria-current={index === current ? 'true' : undefined}
                className="group grid size-6 place-items-center rounded-full"
                onClick={() => move(index)}
              >
                <span className="sr-only">{carouselTexts.goTo(index + 1)}</span>
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full border border-base-content/70 bg-base-100 group-aria-current:border-primary group-aria-current:bg-primary"
                />
              </button>
            ))}
          </div>

          {!reducedMotion && (
            <button
              type="button"
              className="btn btn-circle btn-sm btn-ghost absolute right-3 bottom-3 z-10"
              aria-pressed={paused}
              onClick={() => setPaused(!paused)}
            >
              <span className="sr-only">{carouselTexts.pause}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
                {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3v14H7zm7 0h3v14h-3z" />}
              </svg>
            </button>
          )}
        </>
      )}
    </section>
  );
}
