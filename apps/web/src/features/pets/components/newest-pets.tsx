import { imageSrcSet } from '@pet-adoption/shared';
import type { Pet } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { NEWEST_PETS_COUNT, useNewestPets } from '../api/pets';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function NewestPetCard({ pet, favorite }: { pet: Pet; favorite?: NewestPetsProps['favorite'] }) {
  const months = `${pet.petAge} ${pet.petAge === 1 ? 'month' : 'months'}`;
  return (
    // The link is stretched over the card (after:inset-0): one click target named by the pet.
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-within:-translate-y-1">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={pet.image}
          srcSet={imageSrcSet(pet.image)}
          sizes="(min-width: 1024px) 460px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body gap-1">
        <h3 className="card-title text-xl">
          <Link
            to={paths.petDetails.getHref(pet._id)}
            className="after:absolute after:inset-0 after:rounded-box focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus-ring)"
          >
            {pet.petName}
          </Link>
        </h3>
        <p className="text-base-content/80">
          <span className="capitalize">{pet.category}</span> · {months} · {pet.petLocation}
        </p>
        <p className="line-clamp-2">{pet.shortDescription}</p>
        {/* Above the stretched link, so it can be pressed on its own. */}
        {favorite && <div className="relative z-10 mt-2 self-end">{favorite(pet)}</div>}
      </div>
    </article>
  );
}

type NewestPetsProps = {
  /** A control on each card (the favorites heart). */
  favorite?: (pet: Pet) => ReactNode;
};

/** One of Home's three live sections: the newest pets still looking for a home. */
export function NewestPets({ favorite }: NewestPetsProps = {}) {
  const pets = useNewestPets();

  return (
    <section aria-labelledby="newest-pets-heading">
      <SectionHeading
        id="newest-pets-heading"
        title="Newest pets looking for a home"
        description="Just arrived at the shelter and ready to meet you."
      />
      <QueryBoundary
        query={pets}
        pending={
          <ul className={GRID} aria-label="Loading the newest pets">
            {Array.from({ length: NEWEST_PETS_COUNT }, (_, index) => (
              <li key={index} className="flex flex-col gap-3">
                <div className="skeleton aspect-[4/3] w-full" />
                <div className="skeleton h-6 w-1/2" />
                <div className="skeleton h-4 w-3/4" />
              </li>
            ))}
          </ul>
        }
        errorMessage="We couldn't load the newest pets just now. Please try again in a moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-center">Every pet has found a home. Check back soon!</p>
          ) : (
            <ul className={GRID}>
              {list.map((pet) => (
                <li key={pet._id}>
                  <NewestPetCard pet={pet} favorite={favorite} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
