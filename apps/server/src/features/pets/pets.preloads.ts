import {
  apiUrl,
  CARD_IMAGE_SIZES,
  cardImage,
  imagePreloadHint,
  isLinkTarget,
  PetListQuerySchema,
  petListingPageQuery,
  readPetFilters,
} from '@pet-adoption/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { Database } from '../../db/client';
import type { PagePreloads } from '../../lib/page-preloads';
import type { ListingCache } from './listing-cache';
import { listPets } from './pets.listing';
import { findPetById } from './pets.service';

/**
 * Pet listing's first screen shows the first page of pets, whose first card is its largest paint.
 * The browser would ask for that page only once the app's code has loaded and run, and for the
 * picture only once the cards have rendered; named in the page's `Link` header, both load alongside
 * the code instead (docs/decisions/016). Pet listing is for signed-in people (docs/product.md §2),
 * so a visitor without a session cookie, who is sent on to /login, gets no hints.
 */
export function petListingPreloads(db: Database, cache: ListingCache): PagePreloads {
  return async ({ path, query, headers }) => {
    if (path !== '/petListing' || getSessionCookie(headers) === null) return [];
    const pageQuery = petListingPageQuery(readPetFilters(query));
    const links = [`<${apiUrl('/petListing', pageQuery)}>; rel=preload; as=fetch; crossorigin`];

    // A query the API refuses (a search too long) gets the same refusal through the hint.
    const parsed = PetListQuerySchema.safeParse(pageQuery);
    if (!parsed.success) return links;
    // The same cached page the preloaded call is answered from a moment later.
    const { firstImage } = await listPets(db, parsed.data, undefined, cache);
    if (firstImage !== undefined) {
      const hint = imagePreloadHint(firstImage, CARD_IMAGE_SIZES, cardImage(firstImage));
      if (hint !== undefined) links.push(hint);
    }
    return links;
  };
}

const PET_DETAILS = /^\/petDetails\/([^/]+)$/;

/**
 * Pet details shows one pet, loaded by id (docs/product.md §2: no token, so anyone, and a preload,
 * gets the same answer), and its picture is the page's largest paint. Both are named for the
 * browser to fetch beside the app's code. The screen draws the picture full size, in its `<img>`
 * and behind the title alike, so one download serves both and the hint names that one. An id with
 * no pet gets no hints (the screen says the pet is not listed).
 */
export function petDetailsPreloads(db: Database): PagePreloads {
  return async ({ path }) => {
    const id = PET_DETAILS.exec(path)?.[1];
    // Ids are UUIDs, which read the same escaped or not; anything else finds no pet.
    const pet = id === undefined ? undefined : await findPetById(db, id);
    if (pet === undefined) return [];
    const links = [
      `<${apiUrl(`/petListing/${encodeURIComponent(pet._id)}`)}>; rel=preload; as=fetch; crossorigin`,
    ];
    if (isLinkTarget(pet.image)) {
      links.push(`<${pet.image}>; rel=preload; as=image; fetchpriority=high`);
    }
    return links;
  };
}
