import type { AlertSearches } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./api/saved-search-requests');

/** What the unsubscribe page shows: the searches it asks about, or that they are paused now. */
export type UnsubscribeOutcome =
  | { outcome: 'ask'; token: string; searches: AlertSearches['searches'] }
  | { outcome: 'paused'; searches: AlertSearches['searches'] }
  /** No token, or one the server refuses: the link was copied in part or changed. */
  | { outcome: 'incomplete' };

const tokenOf = (url: string) => new URL(url).searchParams.get('token')?.trim() ?? '';

async function orIncomplete(call: () => Promise<UnsubscribeOutcome>): Promise<UnsubscribeOutcome> {
  try {
    return await call();
  } catch (error) {
    // A refused token is a sentence on the page; the server failing is the error page.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { outcome: 'incomplete' };
    }
    throw error;
  }
}

/**
 * Opening the link changes nothing (a mail scanner follows links): it names the searches and
 * asks. The page's form, sent with or without scripts, pauses them.
 */
export function readUnsubscribeLink(url: string): Promise<UnsubscribeOutcome> {
  const token = tokenOf(url);
  if (!token) return Promise.resolve({ outcome: 'incomplete' });
  return orIncomplete(async () => ({
    outcome: 'ask',
    token,
    searches: (await (await requests()).getAlertSearches(token)).searches,
  }));
}

export async function confirmUnsubscribe(form: FormData): Promise<UnsubscribeOutcome> {
  const token = form.get('token');
  if (typeof token !== 'string' || !token.trim()) return { outcome: 'incomplete' };
  return orIncomplete(async () => ({
    outcome: 'paused',
    searches: (await (await requests()).pauseAlertSearches(token.trim())).searches,
  }));
}
