import { FavoriteIdsSchema, FavoriteSchema, FavoriteToggleSchema } from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

/** GET /api/favorites: the caller's own, newest saved first, a page at a time. */
export function getFavoritesPage({
  cursor,
  limit,
  signal,
}: Call & { cursor?: string; limit: number }) {
  return getPage('/favorites', FavoriteSchema, { signal, query: { limit, cursor } });
}

/** GET /api/favorites/ids: which pets the caller saved, for the hearts. */
export function getFavoriteIds({ signal }: Call = {}) {
  return api.get('/favorites/ids', FavoriteIdsSchema, { signal });
}

/** PUT /api/favorites/{petId}: saving a saved pet again changes nothing. */
export function saveFavorite(petId: string) {
  return api.put(`/favorites/${encodeURIComponent(petId)}`, {}, FavoriteToggleSchema);
}

/** DELETE /api/favorites/{petId}: removing one that is not saved changes nothing. */
export function removeFavorite(petId: string) {
  return api.delete(`/favorites/${encodeURIComponent(petId)}`, FavoriteToggleSchema);
}
