import { useState } from 'react';

type AvatarProps = {
  name: string;
  photoURL?: string | null;
  /** Pixel size of the square; the class sets the same size in CSS. */
  size?: 32 | 40;
  /** Accessible name of the photo; empty when a text nearby already names the person. */
  alt: string;
};

/**
 * A person's photo, or their initial when there is none or it fails to load (photo URLs are
 * typed in by people and often go stale; a broken-image icon with spilled alt text looks worse).
 */
export function Avatar({ name, photoURL, size = 40, alt }: AvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const sizeClass = size === 32 ? 'size-8' : 'size-10';
  if (photoURL && failedURL !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={`${sizeClass} shrink-0 rounded-full bg-base-300 object-cover`}
        onError={() => setFailedURL(photoURL)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`flex ${sizeClass} shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-content`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
