import {
  PET_SEARCH_PARAMETERS,
  type PetListQuery,
  type PetSearch,
  petSearchQuery,
} from '@pet-adoption/shared';
import type { AuthUser } from '../../lib/auth-user';

/**
 * Whose pets a listing holds. owner: one person's, adopted and paused ones too; available: the
 * public listing; public: with adopted pets too; every: each pet, paused ones included (admins).
 */
export type ListingScope = 'owner' | 'available' | 'public' | 'every';

export function scopeOf(query: PetListQuery, caller: AuthUser | undefined): ListingScope {
  if (query.email !== undefined) return 'owner';
  if (query.includeAdopted !== true) return 'available';
  return caller?.role === 'admin' ? 'every' : 'public';
}

/** The filters of a listing query, without its paging, owner and scope parameters. */
export function searchOf(query: PetSearch): PetSearch {
  const search: Record<string, unknown> = {};
  for (const name of PET_SEARCH_PARAMETERS) {
    if (query[name] !== undefined) search[name] = query[name];
  }
  return search;
}

/**
 * The search's one address as a cache key. A parsed search already has one order of
 * parameters and of values (PetSearchSchema); names are lowered here too, as they match in any
 * case. The sort is left out where it changes nothing (totals, facets).
 */
export function searchKey(search: PetSearch, { withSort = true } = {}): string {
  const lower = (names: readonly string[] | undefined) => names?.map((name) => name.toLowerCase());
  return petSearchQuery({
    ...search,
    breed: lower(search.breed),
    breedPrimary: lower(search.breedPrimary),
    breedSecondary: lower(search.breedSecondary),
    colour: lower(search.colour),
    sort: withSort ? search.sort : undefined,
  });
}
