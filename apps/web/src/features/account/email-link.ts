import { EmailLinkSchema } from '@pet-adoption/shared';
import { ApiError } from '@/lib/api-error';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./api/account-requests');

/** Which e-mailed link: confirming the account's address, a new one, or taking the old one back. */
export type EmailLinkKind = 'verify' | 'confirm' | 'revert';

/** What the link's page shows. */
export type EmailLinkOutcome =
  /** The link is there: the page asks before its button acts. */
  | { outcome: 'ask'; token: string }
  /** `sentTo`: the old address approved a change, and the link went on to the new one. */
  | { outcome: 'confirmed'; email: string; sentTo?: string | undefined }
  /** Used already, expired, copied in part, or missing from the address. */
  | { outcome: 'invalid' }
  /** Refused for another reason (the new address was taken meanwhile): the API's sentence. */
  | { outcome: 'refused'; message: string };

const tokenIn = (value: unknown) => EmailLinkSchema.safeParse({ token: value ?? '' });

/**
 * Opening the link changes nothing: mail scanners open links, and a change nobody asked for
 * must not be approved by one. The page shows the link's button.
 */
export function readEmailLink(url: string): EmailLinkOutcome {
  const parsed = tokenIn(new URL(url).searchParams.get('token'));
  return parsed.success ? { outcome: 'ask', token: parsed.data.token } : { outcome: 'invalid' };
}

/**
 * The page's button, sent by React Router with scripts or by the browser without them: the
 * link is followed. A failure on the server's side (or no answer) is thrown, for the page to be
 * the error page.
 */
export async function followEmailLink(
  kind: EmailLinkKind,
  form: FormData,
): Promise<EmailLinkOutcome> {
  const parsed = tokenIn(form.get('token'));
  if (!parsed.success) return { outcome: 'invalid' };
  const calls = await requests();
  const follow = {
    verify: calls.verifyEmail,
    confirm: calls.confirmEmail,
    revert: calls.revertEmail,
  }[kind];
  try {
    const { email, sentTo } = await follow(parsed.data);
    return { outcome: 'confirmed', email, sentTo };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    // 400 is only ever about the token.
    if (error.status === 400) return { outcome: 'invalid' };
    return { outcome: 'refused', message: error.message };
  }
}
