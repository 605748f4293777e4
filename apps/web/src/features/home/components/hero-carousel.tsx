import { imageSrcSet, texts } from '@pet-adoption/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { paths } from '@/config/paths';
import { HERO_IMAGE_SIZES, HERO_SLIDES, type HeroSlide } from '../content/hero-slides';
import { useReducedMotion } from '../hooks/use-reduced-motion';

function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className="swiper-slide">
      <div className="grid h-full items-center gap-6 px-10 pt-6 pb-14 sm:px-14 md:grid-cols-2 md:gap-10 md:py-12 lg:px-20">
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

/**
 * The hero carousel (docs/product.md §2, §9). The slides are plain markup in Swiper's structure, so
 * the first one paints (the page's largest paint) before Swiper's code has even downloaded; Swiper
 * then takes over the same elements. Autoplay is left out for people who ask their system for
 * reduced motion, and anyone can pause it (WCAG 2.2.2: moving content can be stopped).
 */
export function HeroCarousel() {
  const reducedMotion = useReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    // Swiper's code arrives after Home has painted; the slides are already on screen. Running
    // its code and starting it are a task each: together they blocked a phone for too long.
    void import('./start-swiper').then(({ startSwiper }) => {
      setTimeout(() => {
        if (!cancelled) swiper.current = startSwiper(element, !reducedMotion);
      }, 0);
    });
    return () => {
      cancelled = true;
      // Leave the elements in place: React removes them itself.
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [reducedMotion]);

  const togglePause = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.start();
    else autoplay.stop();
    setPaused(!paused);
  };

  return (
    <section aria-label="Pets waiting for a home" className="relative">
      <div
        ref={container}
        className="swiper rounded-box bg-linear-to-br from-base-200 via-base-100 to-base-200 [--swiper-navigation-size:28px] [--swiper-pagination-bullet-horizontal-gap:8px] [--swiper-pagination-bullet-size:12px] [--swiper-theme-color:var(--color-primary)] sm:[--swiper-navigation-size:40px]"
      >
        <div className="swiper-wrapper">
          {HERO_SLIDES.map((slide, index) => (
            <Slide key={slide.image} slide={slide} first={index === 0} />
          ))}
        </div>
        <div className="swiper-pagination" />
        <div className="swiper-button-prev" />
        <div className="swiper-button-next" />
      </div>
      {!reducedMotion && (
        <button
          type="button"
          className="btn btn-circle btn-sm btn-ghost absolute right-3 bottom-3 z-10"
          aria-pressed={paused}
          onClick={togglePause}
        >
          <span className="sr-only">Pause the slides</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3v14H7zm7 0h3v14h-3z" />}
          </svg>
        </button>
      )}
    </section>
  );
}
