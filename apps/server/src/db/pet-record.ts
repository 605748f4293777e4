import { type Pet, toDollars } from '@pet-adoption/shared';
import { pets, users } from './schema';

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
});
