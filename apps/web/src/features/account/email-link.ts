import { EmailLinkSchema } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./api/account-requests');

/** Which e-mailed link: confirming the account's address, or a new one. */
export type EmailLinkKind = 'verify' | 'confirm';

/** What following the link did, for its page to say. */
export type EmailLinkOutcome =
  | { outcome: 'confirmed'; email: string }
  /** Used already, expired, copied in part, or missing from the address. */
  | { outcome: 'invalid' }
  /** Refused for another reason (the new address was taken meanwhile): the API's sentence. */
  | { outcome: 'refused'; message: string };

/**
 * Follows the e-mailed link whose token is in `url` (`?token=`): the page's loader calls it on
 * the server, so the link works from an e-mail client and without scripts. A failure on the
 * server's side (or no answer) is thrown, for the page to be the error page.
 */
export async function followEmailLink(kind: EmailLinkKind, url: string): Promise<EmailLinkOutcome> {
  const parsed = EmailLinkSchema.safeParse({ token: new URL(url).searchParams.get('token') ?? '' });
  if (!parsed.success) return { outcome: 'invalid' };
  const calls = await requests();
  try {
    const follow = kind === 'verify' ? calls.verifyEmail : calls.confirmEmail;
    const { email } = await follow(parsed.data);
    return { outcome: 'confirmed', email };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    // 400 is only ever about the token.
    if (error.status === 400) return { outcome: 'invalid' };
    return { outcome: 'refused', message: error.message };
  }
}
