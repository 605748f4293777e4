import { ApiError } from '@/lib/api-error';
import type { GiftLinkKind } from './api/monthly-gift-requests';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./api/monthly-gift-requests');

export type { GiftLinkKind };

/** What a gift's e-mailed link page shows. */
export type GiftLinkOutcome =
  /** The link works: what its button will do. */
  | { outcome: 'ask'; token: string; description: string }
  /** The button was pressed: the sentence, and the gift's page under its new code. */
  | { outcome: 'done'; message: string; manageLink: string }
  /** The server refused it (used, too old, or the gift changed since): its sentence. */
  | { outcome: 'refused'; message: string }
  /** No token at all: the link was copied in part. */
  | { outcome: 'incomplete' };

const tokenOf = (url: string) => new URL(url).searchParams.get('token')?.trim() ?? '';

async function orRefused(call: () => Promise<GiftLinkOutcome>): Promise<GiftLinkOutcome> {
  try {
    return await call();
  } catch (error) {
    // A refused link is a sentence on the page; the server failing is the error page.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

/**
 * Opening the link changes nothing (mail scanners open links): the page says what its button
 * will do. Only the button's POST acts.
 */
export function readGiftLink(kind: GiftLinkKind, url: string): Promise<GiftLinkOutcome> {
  const token = tokenOf(url);
  if (!token) return Promise.resolve({ outcome: 'incomplete' });
  return orRefused(async () => ({
    outcome: 'ask',
    token,
    description: (await (await requests()).previewGiftLink(kind, token)).description,
  }));
}

/** The page's button, sent by React Router with scripts or by the browser without them. */
export async function followGiftLinkForm(
  kind: GiftLinkKind,
  form: FormData,
): Promise<GiftLinkOutcome> {
  const token = form.get('token');
  if (typeof token !== 'string' || !token.trim()) return { outcome: 'incomplete' };
  return orRefused(async () => {
    const answer = await (await requests()).followGiftLink(kind, token.trim());
    return { outcome: 'done', message: answer.message, manageLink: answer.manageLink };
  });
}
