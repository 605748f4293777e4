import {
  AlertSearchesSchema,
  type CreateSavedSearch,
  DeletedSchema,
  InsertedSchema,
  SavedSearchSchema,
  type UpdateSavedSearch,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

/** GET /api/saved-searches: the caller's own, newest first. */
export function getSavedSearches({ signal }: Call = {}) {
  return api.get('/saved-searches', z.array(SavedSearchSchema), { signal });
}

/** POST /api/saved-searches (409 past the limit). */
export function createSavedSearch(search: CreateSavedSearch) {
  return api.post('/saved-searches', search, InsertedSchema);
}

/** PATCH /api/saved-searches/{id}: the search as it is now. */
export function updateSavedSearch(id: string, changes: UpdateSavedSearch) {
  return api.patch(`/saved-searches/${encodeURIComponent(id)}`, changes, SavedSearchSchema);
}

export function deleteSavedSearch(id: string) {
  return api.delete(`/saved-searches/${encodeURIComponent(id)}`, DeletedSchema);
}

/** The searches an alert's unsubscribe link names; nothing changes and nobody signs in. */
export function getAlertSearches(token: string, { signal }: Call = {}) {
  return api.get('/saved-searches/unsubscribe', AlertSearchesSchema, {
    signal,
    query: { token },
    authenticated: false,
  });
}

/** Pauses the alert's searches by the link's token, without signing in. */
export function pauseAlertSearches(token: string) {
  return api.post(
    `/saved-searches/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    {},
    AlertSearchesSchema,
    { authenticated: false },
  );
}
