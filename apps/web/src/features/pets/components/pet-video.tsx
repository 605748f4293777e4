import { videoOf, videoPlayerUrl } from '@pet-adoption/shared';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type PetVideoProps = {
  url: string;
  petName: string;
  /** The still shown until play is pressed: the pet's own cover, never the provider's image. */
  still: string;
};

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The pet's video behind a still and a play button: nothing is asked of YouTube or Vimeo until
 * the visitor presses play, and then only from their privacy-friendly player hosts. Without
 * the page's script it is a link to the video.
 */
export function PetVideo({ url, petName, still }: PetVideoProps) {
  const scripted = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const video = videoOf(url);

  // The button that had focus is gone: focus goes to the player that took its place.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (!video) return null;
  const label = `Play video of ${petName}`;
  const provider = PROVIDER[video.provider];
  const stillImage = (
    <img
      src={still}
      alt=""
      width={800}
      height={450}
      loading="lazy"
      className="aspect-video w-full rounded-box object-cover brightness-75"
    />
  );
  const playMark = (
    <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
      <span className="flex size-16 items-center justify-center rounded-full bg-base-100/90 text-3xl text-primary shadow">
        ▶
      </span>
    </span>
  );

  return (
    <section aria-label={`Video of ${petName}`} className="flex flex-col gap-2">
      {playing ? (
        <iframe
          ref={frame}
          src={videoPlayerUrl(video)}
          title={`Video of ${petName} (${provider})`}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-box"
        />
      ) : scripted ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="relative block w-full rounded-box focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {stillImage}
          {playMark}
          <span className="absolute inset-x-0 bottom-0 rounded-b-box bg-black/60 p-2 text-white">
            {label}
          </span>
        </button>
      ) : (
        <a href={url} className="relative block rounded-box">
          {stillImage}
          {playMark}
          <span className="absolute inset-x-0 bottom-0 rounded-b-box bg-black/60 p-2 text-white">
            Watch the video of {petName} on {provider}
          </span>
        </a>
      )}
      {scripted && !playing && (
        <p className="text-xs text-base-content/70">
          Plays from {provider}; nothing is loaded from there until you press play.
        </p>
      )}
    </section>
  );
}
