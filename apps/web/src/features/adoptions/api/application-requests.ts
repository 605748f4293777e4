import {
  AdopterProfileSchema,
  ApplicationSettingsSchema,
  PetApplicationSchema,
  type AdopterProfile,
  type ApplicationSettings,
} from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

/** GET /api/application-settings: my questions and terms (the default set before a first save). */
export function getApplicationSettings({ signal }: Call = {}) {
  return api.get('/application-settings', ApplicationSettingsSchema, { signal });
}

/** PUT /api/application-settings: the whole set; the answer is what was saved. */
export function saveApplicationSettings(settings: ApplicationSettings) {
  return api.put('/application-settings', settings, ApplicationSettingsSchema);
}

/** GET /api/adopter-profile: my profile (`{}` before a first save). */
export function getAdopterProfile({ signal }: Call = {}) {
  return api.get('/adopter-profile', AdopterProfileSchema, { signal });
}

/** PUT /api/adopter-profile: the whole profile; the answer is what was saved. */
export function saveAdopterProfile(profile: AdopterProfile) {
  return api.put('/adopter-profile', profile, AdopterProfileSchema);
}

/** GET /api/petListing/{id}/application: what asking for this pet takes. */
export function getPetApplication(petId: string, { signal }: Call = {}) {
  return api.get(`/petListing/${encodeURIComponent(petId)}/application`, PetApplicationSchema, {
    signal,
  });
}
