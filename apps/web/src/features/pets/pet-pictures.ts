import type { Pet, PetImage } from '@pet-adoption/shared';

/**
 * The pet's pictures, the cover first. An answer always carries them; should one come without
 * (a pet saved before pictures had descriptions), its cover stays, described by the pet's name.
 */
export const picturesOfPet = (pet: Pet): PetImage[] =>
  pet.images.length > 0 ? pet.images : [{ url: pet.image, alt: pet.petName }];
