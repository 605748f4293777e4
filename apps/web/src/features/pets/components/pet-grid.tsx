import type { Pet } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { PetCard } from './pet-card';

/** Cards in the grid's first row on a wide screen: their pictures load at once. */
const FIRST_ROW = 3;

type PetGridProps = {
  pets: readonly Pet[];
  /** Shown under the grid (the next page's trigger). */
  footer: ReactNode;
  /** A control on each card beside the pet's name (the favorites heart). */
  favorite?: (pet: Pet) => ReactNode;
};

/**
 * One column on a phone, two beside each other on a small tablet, one again beside the filters
 * from `md`, then two and three as the width allows.
 */
export const PET_GRID_COLUMNS =
  'grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3';

/** The id of a pet's place in the grid, where a Load more link without scripts lands. */
export const petCardId = (pet: Pet) => `pet-${pet._id}`;

/** The pet listing's cards, the next page's trigger below them. */
export function PetGrid({ pets, footer, favorite }: PetGridProps) {
  return (
    <>
      <ul className={PET_GRID_COLUMNS}>
        {pets.map((pet, index) => (
          <li key={pet._id} id={petCardId(pet)}>
            <PetCard pet={pet} eager={index < FIRST_ROW} favorite={favorite} />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
