import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const { poachingCases, rescuedAnimals, volunteers } = texts.home.achievements;

/** The achievements' static figures, then 'Take Youe Pet' and 'Make Donation'. */
const FIGURES = [
  { value: poachingCases, label: 'Poaching cases' },
  { value: rescuedAnimals, label: 'Rescued animals' },
  { value: volunteers, label: 'Volunteers' },
] as const;

export function Achievements() {
  return (
    <section
      aria-labelledby="achievements-heading"
      className="rounded-box bg-base-200 px-6 py-12 text-center sm:px-12"
    >
      <h2 id="achievements-heading" className="text-3xl font-bold sm:text-4xl">
        Our achievements
      </h2>
      <dl className="mx-auto mt-8 grid max-w-4xl gap-6 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse gap-1 rounded-box bg-base-100 p-6 shadow-sm"
          >
            <dt className="text-lg">{figure.label}</dt>
            <dd className="font-display text-5xl font-bold text-primary">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to={paths.petListing.getHref()} className="btn btn-primary btn-lg">
          {texts.home.takeYourPet}
        </Link>
        <Link to={paths.donationCampaigns.getHref()} className="btn btn-secondary btn-lg">
          {texts.home.makeDonation}
        </Link>
      </div>
    </section>
  );
}
