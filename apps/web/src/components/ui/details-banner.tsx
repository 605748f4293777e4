import { BACKDROP_FRAME, BackdropPicture } from './backdrop-picture';

/**
 * The banner over a pet's or a campaign's page: its picture behind a dark veil, its name as the
 * page's heading and, for a campaign, its short description under it.
 */
export function DetailsBanner({
  image,
  title,
  subtitle,
}: {
  image: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className={BACKDROP_FRAME}>
      <BackdropPicture image={image} />
      <div className="flex flex-col items-center gap-2 px-4 py-16 text-center text-white sm:py-24">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {subtitle && <p className="text-base sm:text-lg">{subtitle}</p>}
      </div>
    </div>
  );
}
