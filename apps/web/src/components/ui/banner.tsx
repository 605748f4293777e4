import type { ReactNode } from 'react';

type BannerProps = {
  title: string;
  description?: ReactNode;
  /** The background picture; it stays put while the page scrolls (parallax). */
  image: string;
};

/** A screen's banner: its one h1 over a fixed (parallax) background picture. */
export function Banner({ title, description, image }: BannerProps) {
  return (
    <section
      className="relative isolate overflow-hidden rounded-box bg-neutral bg-cover bg-fixed bg-center"
      style={{ backgroundImage: `url("${image}")` }}
    >
      {/* 60% black: white text keeps 5.7:1 even where the photo is pure white. */}
      <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden="true" />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center text-white sm:py-24">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {description && <p className="text-base sm:text-lg">{description}</p>}
      </div>
    </section>
  );
}
