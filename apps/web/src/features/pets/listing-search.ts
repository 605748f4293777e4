import {
  PET_SEARCH_PARAMETERS,
  petSearchQuery,
  readPetSearch,
  readShownPages,
  SHOWN_PAGES_PARAM,
  type PetSearch,
} from '@pet-adoption/shared';

/**
 * Pet listing's search as the address carries it. A GET form without scripts sends each ticked
 * box as a parameter of its own (`size=small&size=medium`) and every empty field as `name=`;
 * the address the app writes joins the values (`size=small,medium`) and leaves empty ones out.
 * Both read the same.
 */
export function readListingSearch(params: URLSearchParams): PetSearch {
  const joined = new URLSearchParams();
  for (const name of PET_SEARCH_PARAMETERS) {
    const values = params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length > 0) joined.set(name, values.join(','));
  }
  return readPetSearch(joined);
}

/** The listing's own spelling of an address: the search in its one order, then the pages. */
export function listingQuery(params: URLSearchParams): string {
  const query = new URLSearchParams(petSearchQuery(readListingSearch(params)));
  const pages = readShownPages(params);
  if (pages > 1) query.set(SHOWN_PAGES_PARAM, String(pages));
  return query.toString();
}

/** How many filters a search applies (the sort and the name search are not filters here). */
export function activeFilterCount(search: PetSearch): number {
  return PET_SEARCH_PARAMETERS.filter(
    (name) => name !== 'sort' && name !== 'search' && search[name] !== undefined,
  ).length;
}
