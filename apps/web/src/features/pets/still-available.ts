import { StillAvailableSchema } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/** The calls and their schemas load with the first call (the rule is in ./api/pets.ts). */
const requests = () => import('./api/pet-requests');

/** Which pet the page keeps listed: by the e-mailed link's token, or by its id for its owner. */
export type StillAvailableKey = { token: string } | { pet: string };

/** What the "Still available" page shows. */
export type StillAvailableOutcome =
  /** The page was opened: its button will keep the pet listed. */
  | { outcome: 'ask'; key: StillAvailableKey }
  | { outcome: 'kept'; petId: string; petName: string }
  /** No token nor pet in the address, or not one a link could carry: it was copied in part. */
  | { outcome: 'incomplete' }
  /** Used already, unknown, or not the visitor's pet: the API's sentence. */
  | { outcome: 'refused'; message: string };

const MAX_PET_ID = 100;

/** The key of an address (`?token=` from the e-mail, `?pet=` from the app's notice) or a form. */
function keyOf(read: (name: string) => string): StillAvailableKey | undefined {
  const token = read('token');
  if (token !== '') {
    const parsed = StillAvailableSchema.safeParse({ token });
    return parsed.success ? parsed.data : undefined;
  }
  const pet = read('pet');
  return pet !== '' && pet.length <= MAX_PET_ID ? { pet } : undefined;
}

/**
 * Opening the page changes nothing, since mail scanners open links: it asks, and only its
 * button's POST keeps the pet listed (followStillAvailableForm).
 */
export function readStillAvailableLink(url: string): StillAvailableOutcome {
  const params = new URL(url).searchParams;
  const key = keyOf((name) => params.get(name)?.trim() ?? '');
  return key === undefined ? { outcome: 'incomplete' } : { outcome: 'ask', key };
}

/**
 * The page's button, sent by React Router with scripts or by the browser without them: the
 * e-mail's token works without signing in; a pet's id works for its signed-in owner. A failure
 * on the server's side (or no answer) is thrown, for the page to be the error page; a refusal is
 * a sentence, never an error page.
 */
export async function followStillAvailableForm(form: FormData): Promise<StillAvailableOutcome> {
  const key = keyOf((name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  });
  if (key === undefined) return { outcome: 'incomplete' };
  try {
    const api = await requests();
    const { petId, petName } =
      'token' in key ? await api.keepPetListed(key) : await api.keepOwnPetListed(key.pet);
    return { outcome: 'kept', petId, petName };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    return { outcome: 'refused', message: error.fields.token ?? error.message };
  }
}
