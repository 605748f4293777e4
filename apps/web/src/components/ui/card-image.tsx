import { CARD_IMAGE_SIZES, cardImage, imageSrcSet } from '@pet-adoption/shared';

type CardImageProps = {
  /** The picture as the API gives it (a seed picture, an upload's 1600 px copy, or an address). */
  image: string;
  alt: string;
  /** The first row of a grid is on screen at once: fetched straight away, not lazily. */
  eager?: boolean;
};

/**
 * A listing card's picture (Pet listing, Donation campaigns): the card-size copy, with a
 * `srcset` so the browser takes the larger copy only for a wide card on a dense screen.
 */
export function CardImage({ image, alt, eager = false }: CardImageProps) {
  const card = cardImage(image);
  const srcSet = imageSrcSet(image);
  return (
    <img
      src={card}
      srcSet={srcSet}
      sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
      alt={alt}
      width={480}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="size-full object-cover"
      onError={(event) => {
        // A smaller copy may be missing (an upload from before they were made): show the full
        // picture instead, once.
        const img = event.currentTarget;
        if (img.getAttribute('src') === image && !img.hasAttribute('srcset')) return;
        img.removeAttribute('srcset');
        img.removeAttribute('sizes');
        img.src = image;
      }}
    />
  );
}
