import {
  apiUrl,
  CARD_IMAGE_SIZES,
  cardImage,
  imagePreloadHint,
  PetListQuerySchema,
  petListingPageQuery,
  readPetFilters,
} from '@pet-adoption/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { Database } from '../../db/client';
import type { PagePreloads } from '../../plugins/web-app';
import type { ListingCache } from './listing-cache';
import { listPets } from './pets.listing';

// Written inside a Link header's <…> as it is: no spaces, brackets, quotes, commas or semicolons.
const LINKABLE = /^[^\s<>",;]+$/;

/**
 * Pet listing's first screen shows the first page of pets, whose first card is its largest
 * paint. The browser would ask for that page only once the app's code has loaded and run, and
 * for the picture only once the cards have rendered; named in the page's `Link` header, both
 * load alongside the code instead (docs/decisions/016). Pet listing is for signed-in people
 * (SPEC §2), so a visitor without a session cookie, who is sent on to /login, gets no hints.
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
      const image = cardImage(firstImage);
      if (LINKABLE.test(image)) links.push(imagePreloadHint(firstImage, CARD_IMAGE_SIZES, image));
    }
    return links;
  };
}
