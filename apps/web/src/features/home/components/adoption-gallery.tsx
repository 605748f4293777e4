import { HomePicture, HomeSection } from '@/components/ui/home-section';

/** The call-to-action gallery, six pictures each carrying an adoption message. */
const MESSAGES = [
  { image: '/images/pets/oreo.webp', message: "Adopt, don't shop" },
  {
    image: '/images/pets/koda.webp',
    message: 'Saving one dog will not change the world, but it changes his',
  },
  { image: '/images/pets/mango.webp', message: 'Open your door, open your heart' },
  { image: '/images/pets/patches.webp', message: 'Small paws, big love' },
  { image: '/images/pets/coral.webp', message: 'Every life deserves a second chance' },
  { image: '/images/pets/truffle.webp', message: 'Be the home they have been waiting for' },
] as const;

export function AdoptionGallery() {
  return (
    <HomeSection
      id="gallery-heading"
      title="Why adopt?"
      description="Six reasons, from the animals who found a family here."
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MESSAGES.map((item) => (
          <li key={item.image}>
            <figure className="relative aspect-[4/3] overflow-hidden rounded-box">
              <HomePicture
                src={item.image}
                sizes="(min-width: 1024px) 460px, (min-width: 640px) 50vw, 100vw"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-3 text-lg font-semibold text-white">
                {item.message}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
