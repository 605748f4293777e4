/**
 * A banner's picture behind its text, darkened so the text reads, and fixed while the page
 * scrolls (parallax). It is an <img>, never a CSS `url()`: a picture address is a person's
 * input, and written into an attribute it cannot become CSS. The banner holding it needs
 * `BACKDROP_FRAME`, which clips the fixed picture to the banner's own rounded box.
 */
export function BackdropPicture({ image }: { image: string }) {
  return (
    <>
      <img
        src={image}
        // Decorative: the page shows the same picture with its name just below.
        alt=""
        // Every banner is its page's first and largest picture: its largest paint.
        loading="eager"
        fetchPriority="high"
        className="fixed inset-0 -z-20 size-full object-cover"
      />
      {/* 60% black: white text keeps 5.7:1 even where the photo is pure white (50% gave 3.95:1). */}
      <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden="true" />
    </>
  );
}

/**
 * The classes of a banner holding a BackdropPicture: a stacking context of its own, and a clip
 * in the shape of its rounded box (only a clip-path cuts a fixed descendant; overflow does not).
 */
export const BACKDROP_FRAME =
  'relative isolate overflow-hidden rounded-box bg-neutral [clip-path:inset(0_round_var(--radius-box))]';
