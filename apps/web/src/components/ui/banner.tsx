import type { ReactNode } from 'react';
import { BACKDROP_FRAME, BackdropPicture } from './backdrop-picture';

type BannerProps = {
  title: string;
  description?: ReactNode;
  /** The background picture; it stays put while the page scrolls (parallax). */
  image: string;
};

/** A screen's banner: its one h1 over a fixed (parallax) background picture. */
export function Banner({ title, description, image }: BannerProps) {
  return (
    <section className={BACKDROP_FRAME}>
      <BackdropPicture image={image} />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center text-white sm:py-24">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {description && <p className="text-base sm:text-lg">{description}</p>}
      </div>
    </section>
  );
}
