import { StillAvailableSchema } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/** The calls and their schemas load with the first call (the rule is in ./api/pets.ts). */
const requests = () => import('./api/pet-requests');

/** What following the "Still available" link did, for its page to say. */
export type StillAvailableOutcome =
  | { outcome: 'kept'; petId: string; petName: string }
  /** No token in the address, or not one a link could carry: the link was copied in part. */
  | { outcome: 'incomplete' }
  /** Used already or unknown: the API's sentence. */
  | { outcome: 'refused'; message: string };

/**
 * Follows the e-mailed link whose token is in `url` (`?token=`): the page's loader calls it on
 * the server, so one click from an e-mail client keeps the pet listed, without scripts and
 * without signing in. A failure on the server's side (or no answer) is thrown, for the page to
 * be the error page; a refused token is a sentence, never an error page.
 */
export async function followStillAvailableLink(url: string): Promise<StillAvailableOutcome> {
  const parsed = StillAvailableSchema.safeParse({
    token: new URL(url).searchParams.get('token') ?? '',
  });
  if (!parsed.success) return { outcome: 'incomplete' };
  try {
    const { petId, petName } = await (await requests()).keepPetListed(parsed.data);
    return { outcome: 'kept', petId, petName };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    return { outcome: 'refused', message: error.fields.token ?? error.message };
  }
}
