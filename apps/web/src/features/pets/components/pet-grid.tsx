import type { Pet } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { useStaggeredItems } from '@/hooks/use-staggered-count';
import { PetCard } from './pet-card';

/** Cards in the grid's first row on a wide screen: their pictures load at once. */
const FIRST_ROW = 3;

type PetGridProps = {
  pets: readonly Pet[];
  /** Shown under the grid once every card is (the next page's trigger). */
  footer: ReactNode;
};

/**
 * The pet listing's cards, one per task (see useStaggeredItems): a page of twelve cards in one
 * task held a phone's main thread for a third of a second. The count lives here, not in the
 * screen, so that each step renders the card it adds and nothing else (the cards are memoized).
 * The footer waits for the last card, so the next page is asked for only once this one is in.
 */
export function PetGrid({ pets, footer }: PetGridProps) {
  const shown = useStaggeredItems(pets);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((pet, index) => (
          <li key={pet._id}>
            <PetCard pet={pet} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      {shown.length === pets.length && footer}
    </>
  );
}
