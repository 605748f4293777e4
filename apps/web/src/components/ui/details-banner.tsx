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
    <div
      className="relative isolate overflow-hidden rounded-box bg-neutral bg-cover bg-fixed bg-center"
      style={{ backgroundImage: `url("${image}")` }}
    >
      {/*
       * 60% black: white text keeps 5.7:1 even where the photo is pure white (50% gave 3.95:1).
       */}
      <div className="absolute inset-0 -z-10 bg-black/60" aria-hidden="true" />
      <div className="flex flex-col items-center gap-2 px-4 py-16 text-center text-white sm:py-24">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {subtitle && <p className="text-base sm:text-lg">{subtitle}</p>}
      </div>
    </div>
  );
}
