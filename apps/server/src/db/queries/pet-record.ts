import { type Pet, type PetImage, toDollars, type YesNoUnknown } from '@pet-adoption/shared';
import { pets, users } from '../schema';

/**
 * A pet as every API answer shows it: the pets feature lists and edits pets, the adoptions
 * feature suggests similar ones. Select `petColumns` from pets joined to its owner (users).
 */
export const petColumns = {
  id: pets.id,
  ownerId: pets.ownerId,
  image: pets.image,
  petName: pets.petName,
  category: pets.category,
  petAgeMonths: pets.petAgeMonths,
  petLocation: pets.petLocation,
  date: pets.date,
  shortDescription: pets.shortDescription,
  longDescription: pets.longDescription,
  adopted: pets.adopted,
  adoptionFeeCents: pets.adoptionFeeCents,
  applicationCap: pets.applicationCap,
  paused: pets.paused,
  createdAt: pets.createdAt,
  email: users.email,
  sex: pets.sex,
  size: pets.size,
  breedPrimary: pets.breedPrimary,
  breedSecondary: pets.breedSecondary,
  mixedBreed: pets.mixedBreed,
  colour: pets.colour,
  coat: pets.coat,
  ageGroup: pets.ageGroup,
  goodWithChildren: pets.goodWithChildren,
  goodWithDogs: pets.goodWithDogs,
  goodWithCats: pets.goodWithCats,
  houseTrained: pets.houseTrained,
  vaccinated: pets.vaccinated,
  spayedNeutered: pets.spayedNeutered,
  microchipped: pets.microchipped,
  specialNeeds: pets.specialNeeds,
  specialNeedsNote: pets.specialNeedsNote,
  bondedWith: pets.bondedWith,
  images: pets.images,
  videoUrl: pets.videoUrl,
};

export interface PetRow {
  id: string;
  image: string;
  petName: string;
  category: Pet['category'];
  petAgeMonths: number;
  petLocation: string;
  date: string;
  shortDescription: string;
  longDescription: string;
  adopted: boolean;
  adoptionFeeCents: number;
  applicationCap: number | null;
  paused: boolean;
  createdAt: Date;
  email: string;
  sex: Pet['sex'];
  size: Pet['size'];
  breedPrimary: string | null;
  breedSecondary: string | null;
  mixedBreed: boolean;
  colour: string | null;
  coat: Pet['coat'];
  ageGroup: Pet['ageGroup'];
  goodWithChildren: YesNoUnknown;
  goodWithDogs: YesNoUnknown;
  goodWithCats: YesNoUnknown;
  houseTrained: YesNoUnknown;
  vaccinated: YesNoUnknown;
  spayedNeutered: YesNoUnknown;
  microchipped: YesNoUnknown;
  specialNeeds: YesNoUnknown;
  specialNeedsNote: string | null;
  bondedWith: string | null;
  images: PetImage[];
  videoUrl: string | null;
}

export const toPet = (row: PetRow): Pet => ({
  _id: row.id,
  image: row.image,
  petName: row.petName,
  category: row.category,
  petAge: row.petAgeMonths,
  petLocation: row.petLocation,
  date: row.date,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  dateAndTime: row.createdAt.toISOString(),
  adopted: row.adopted,
  email: row.email,
  adoptionFee: toDollars(row.adoptionFeeCents),
  applicationCap: row.applicationCap,
  paused: row.paused,
  sex: row.sex,
  size: row.size,
  breedPrimary: row.breedPrimary,
  breedSecondary: row.breedSecondary,
  mixedBreed: row.mixedBreed,
  colour: row.colour,
  coat: row.coat,
  ageGroup: row.ageGroup,
  goodWithChildren: row.goodWithChildren,
  goodWithDogs: row.goodWithDogs,
  goodWithCats: row.goodWithCats,
  houseTrained: row.houseTrained,
  vaccinated: row.vaccinated,
  spayedNeutered: row.spayedNeutered,
  microchipped: row.microchipped,
  specialNeeds: row.specialNeeds,
  specialNeedsNote: row.specialNeedsNote,
  bondedWith: row.bondedWith,
  images: row.images,
  videoUrl: row.videoUrl,
});
