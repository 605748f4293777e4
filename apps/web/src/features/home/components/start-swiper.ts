import { HERO_AUTOPLAY_MS } from '@pet-adoption/shared';
import { Swiper } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

/** A new slide every 2.5 s, and autoplay goes on after someone swipes or clicks. */
const AUTOPLAY = { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false } as const;

/**
 * Turns the hero's markup into a Swiper carousel (docs/product.md §9: centred slides, spacing 30,
 * clickable pagination, arrows). Its own module, loaded after Home paints, and with named imports
 * so that only these four Swiper modules are bundled.
 */
export function startSwiper(element: HTMLElement, autoplay: boolean) {
  return new Swiper(element, {
    modules: [A11y, Autoplay, Navigation, Pagination],
    autoplay: autoplay ? AUTOPLAY : false,
    // Back to the first slide after the last. Loop mode would move React's slide elements
    // around in the DOM, which React must own.
    rewind: true,
    centeredSlides: true,
    spaceBetween: 30,
    pagination: { el: element.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
    navigation: {
      prevEl: element.querySelector<HTMLElement>('.swiper-button-prev'),
      nextEl: element.querySelector<HTMLElement>('.swiper-button-next'),
    },
    a11y: { enabled: true, slideRole: 'group' },
  });
}
