export type HeroSlide = {
  headline: string;
  text: string;
  /** A seed picture (800 px, with a 400 px copy beside it). */
  image: string;
  alt: string;
};

/** Six slides, each a headline, a short sentence and Get Started. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: 'Every pet deserves a loving home',
    text: 'Meet cats, dogs, birds and more who are waiting for a family of their own.',
    image: '/images/pets/luna.webp',
    alt: 'Luna, a grey kitten, sitting on a soft rug',
  },
  {
    headline: 'Your new best friend is one visit away',
    text: 'Browse pets by kind, read their stories and ask to adopt in a few minutes.',
    image: '/images/pets/copper.webp',
    alt: 'Copper, a beagle, standing alert',
  },
  {
    headline: 'Give a bird a brighter sky',
    text: 'Budgies, parrots and finches rescued from poor homes need a calm place to sing.',
    image: '/images/pets/kiwi.webp',
    alt: 'Kiwi, a colourful rosella, perched',
  },
  {
    headline: 'Small pets, big hearts',
    text: 'Rabbits and other small animals are gentle companions for homes of every size.',
    image: '/images/pets/clover.webp',
    alt: 'Clover, a brown rabbit, resting',
  },
  {
    headline: 'A quiet friend for a busy home',
    text: 'Fish need little space and bring calm to a room; our keepers help you start.',
    image: '/images/pets/zigzag.webp',
    alt: 'Zigzag, a striped angelfish, swimming',
  },
  {
    headline: 'Room on the farm for one more',
    text: 'Lambs, goats and pigs rescued from neglect are looking for safe fields.',
    image: '/images/pets/bean.webp',
    alt: 'Bean, a young lamb, standing in grass',
  },
];

/** How wide a slide's picture is drawn, so the browser picks the smallest copy that fills it. */
export const HERO_IMAGE_SIZES = '(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw';
