import {
  ageGroupOf,
  breedIssue,
  hasBreedList,
  listedBreed,
  type PetCategory,
  type PetImage,
  type UpdatePet,
} from '@pet-adoption/shared';
import { badRequest } from '../../lib/errors';
import type { pets } from '../../db/schema';

type PetValues = Partial<typeof pets.$inferInsert>;

/** The profile fields a body sets as they are (breeds, pictures and the bond have rules). */
export function plainProfileValues(body: UpdatePet): PetValues {
  const values: PetValues = {
    sex: body.sex,
    size: body.size,
    mixedBreed: body.mixedBreed,
    colour: body.colour,
    coat: body.coat,
    goodWithChildren: body.goodWithChildren,
    goodWithDogs: body.goodWithDogs,
    goodWithCats: body.goodWithCats,
    houseTrained: body.houseTrained,
    vaccinated: body.vaccinated,
    spayedNeutered: body.spayedNeutered,
    microchipped: body.microchipped,
    specialNeeds: body.specialNeeds,
    specialNeedsNote: body.specialNeedsNote,
    // An empty link clears the video, like null.
    videoUrl: body.videoUrl === undefined ? undefined : body.videoUrl || null,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The age group, whenever the age or the category is given: it is never entered (an
 * `ageGroup` in a body is not one of its fields, so it is dropped like any unknown key).
 */
export function ageGroupValue(
  body: Pick<UpdatePet, 'category' | 'petAge'>,
  before?: { category: PetCategory; petAgeMonths: number },
): PetValues {
  if (body.category === undefined && body.petAge === undefined) return {};
  const category = body.category ?? before?.category;
  const age = body.petAge ?? before?.petAgeMonths;
  return category === undefined || age === undefined ? {} : { ageGroup: ageGroupOf(category, age) };
}

type BreedField = 'breedPrimary' | 'breedSecondary';

/**
 * The breeds to store for the category the pet has after this write: a listed category's name
 * in the list's spelling, any other's as typed. A breed kept from before is checked too when
 * the category changes, so a dog's breed never stays on a cat.
 */
export function breedValues(
  body: Pick<UpdatePet, 'category' | BreedField>,
  before?: { category: PetCategory; breedPrimary: string | null; breedSecondary: string | null },
): PetValues {
  const category = body.category ?? before?.category;
  if (category === undefined) return {};
  const categoryChanged = before !== undefined && category !== before.category;
  const values: PetValues = {};
  for (const field of ['breedPrimary', 'breedSecondary'] as const) {
    const sent = body[field];
    const breed = sent === undefined && categoryChanged ? before[field] : sent;
    if (breed === undefined) continue;
    const issue = breedIssue(category, breed);
    if (issue !== undefined) throw badRequest(issue, { [field]: issue });
    if (sent === undefined) continue;
    values[field] =
      breed === null || !hasBreedList(category) ? breed : listedBreed(category, breed);
  }
  return values;
}

export const COVER_NOT_FIRST =
  'image is the first picture’s address: leave it out or make it the same as images[0].url.';

/**
 * The pictures and cover after a write. `images` wins: `image` beside it must be its first
 * address, or (on an update) the cover the pet has now, which a client that read the pet and
 * reordered its pictures sends back unchanged. `image` alone (a client that knows no `images`,
 * docs/product.md §3) replaces the cover and keeps the other pictures; a new cover is described
 * by the pet's name.
 */
export function pictureValues(
  body: { image?: string; images?: PetImage[] },
  petName: string,
  before?: { image: string; images: PetImage[] },
): PetValues {
  const { image, images } = body;
  if (images !== undefined) {
    const [cover] = images;
    if (cover === undefined) return {};
    if (image !== undefined && image !== cover.url && image !== before?.image) {
      throw badRequest(COVER_NOT_FIRST, { image: COVER_NOT_FIRST });
    }
    return { image: cover.url, images };
  }
  if (image === undefined) return {};
  const rest = before?.images.slice(1) ?? [];
  const kept = before?.images[0]?.url === image ? before.images[0] : undefined;
  return { image, images: [kept ?? { url: image, alt: petName }, ...rest] };
}
