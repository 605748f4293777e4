import type { Pet } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CardPlaceholder,
  HomePicture,
  HomeSection,
  LiveCardList,
  STRETCHED_LINK,
} from '@/components/ui/home-section';
import { paths } from '@/config/paths';
import { NEWEST_PETS_COUNT, useNewestPets } from '../api/pets';

function NewestPetCard({ pet, favorite }: { pet: Pet; favorite?: NewestPetsProps['favorite'] }) {
  const months = `${pet.petAge} ${pet.petAge === 1 ? 'month' : 'months'}`;
  return (
    // The link is stretched over the card (after:inset-0): one click target named by the pet.
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-within:-translate-y-1">
      <figure className="aspect-[4/3] bg-base-200">
        <HomePicture
          src={pet.image}
          sizes="(min-width: 1024px) 460px, (min-width: 640px) 50vw, 100vw"
        />
      </figure>
      <div className="card-body gap-1">
        <h3 className="card-title text-xl">
          <Link to={paths.petDetails.getHref(pet._id)} className={STRETCHED_LINK}>
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
  return (
    <HomeSection
      id="newest-pets-heading"
      title="Newest pets looking for a home"
      description="Just arrived at the shelter and ready to meet you."
    >
      <LiveCardList
        query={useNewestPets()}
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        loadingLabel="Loading the newest pets"
        placeholders={NEWEST_PETS_COUNT}
        placeholder={<CardPlaceholder />}
        errorMessage="We couldn't load the newest pets just now. Please try again in a moment."
        empty="Every pet has found a home. Check back soon!"
        itemKey={(pet) => pet._id}
      >
        {(pet) => <NewestPetCard pet={pet} favorite={favorite} />}
      </LiveCardList>
    </HomeSection>
  );
}
