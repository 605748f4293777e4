import { texts } from '@pet-adoption/shared';
import { HomePicture, HomeSection } from '@/components/ui/home-section';

const [funActivities, grooming, hostel, training, vaccine, donation] = texts.home.services;

/** About Us's six service cards, in their fixed order, each with a picture and a line about it. */
const SERVICES = [
  {
    title: funActivities,
    text: 'Play groups, walks and enrichment games that keep pets happy and social.',
    image: '/images/pets/ginger.webp',
  },
  {
    title: grooming,
    text: 'Baths, brushing and nail care by handlers who know nervous animals.',
    image: '/images/pets/pepper.webp',
  },
  {
    title: hostel,
    text: 'A warm, supervised place to stay while their family is away.',
    image: '/images/pets/hazel.webp',
  },
  {
    title: training,
    text: 'Friendly lessons in house manners, leash walking and recall.',
    image: '/images/pets/frankie.webp',
  },
  {
    title: vaccine,
    text: 'Every pet is vaccinated and checked by a vet before going home.',
    image: '/images/campaigns/puppy-vaccines.webp',
  },
  {
    title: donation,
    text: 'Gifts that pay for surgery, food and shelter for animals in need.',
    image: '/images/campaigns/winter-food.webp',
  },
] as const;

/** About Us (docs/product.md §2): who the shelter is and the six services it offers. */
export function AboutUs() {
  return (
    <HomeSection
      id="about-heading"
      title="About Us"
      description="We rescue, care for and rehome animals, and we help the families who take them home."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.title}>
            <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
              <figure className="aspect-[4/3] bg-base-200">
                <HomePicture
                  src={service.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                />
              </figure>
              <div className="card-body gap-2">
                <h3 className="card-title text-xl">{service.title}</h3>
                <p className="text-base-content/80">{service.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
