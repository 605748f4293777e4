import { petProfileLabels, type Pet } from '@pet-adoption/shared';

/**
 * A card's one-line profile, only what is known: "Female · Small · Labrador Retriever · Young".
 * A mixed breed says so; the age group is always known (worked out from the age).
 */
export function profileSummary(pet: Pet): string {
  const breed = [pet.breedPrimary, pet.breedSecondary].filter(Boolean).join(' × ');
  const parts = [
    pet.sex && pet.sex !== 'unknown' ? petProfileLabels.sex[pet.sex] : null,
    pet.size ? petProfileLabels.size[pet.size] : null,
    breed ? `${breed}${pet.mixedBreed ? ' mix' : ''}` : pet.mixedBreed ? 'Mixed breed' : null,
    petProfileLabels.ageGroup[pet.ageGroup],
  ];
  return parts.filter(Boolean).join(' · ');
}
