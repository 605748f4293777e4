import { cardImage } from '@pet-adoption/shared';

/** A table row's small picture of its pet: decorative, the row names the pet beside it. */
export function RowThumbnail({ image }: { image: string }) {
  return (
    <img
      src={cardImage(image)}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      className="h-12 w-16 rounded object-cover"
    />
  );
}
