import type { Executor } from '../../db/client';
import { consumeLink, createLink, type LinkPurpose } from '../../messaging/emailed-links';

/** The account's links: confirm an address, approve a change of it from the old one, revert it. */
export const ACCOUNT_LINK_PURPOSES = [
  'verify-email',
  'change-email',
  'approve-email-change',
  'revert-email',
] as const satisfies readonly LinkPurpose[];
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** What a link stands for: whose account, and the address it confirms. */
export interface LinkPayload {
  userId: string;
  /** The address the account had when the link was made; the link dies if it changes. */
  email: string;
  /** For a change of address: the new one. */
  newEmail?: string;
}

/** Stores a new link for `seconds` and answers its token (for the e-mail only). */
export const createAccountLink = (
  tx: Executor,
  purpose: AccountLinkPurpose,
  payload: LinkPayload,
  seconds: number,
) => createLink(tx, purpose, { ...payload }, seconds);

/** Consumes the link: what it stood for, or undefined for one unknown, used or expired. */
export async function consumeAccountLink(
  tx: Executor,
  purpose: AccountLinkPurpose,
  token: string,
): Promise<LinkPayload | undefined> {
  const payload = await consumeLink(tx, purpose, token);
  if (payload === undefined) return undefined;
  const { userId, email, newEmail } = payload;
  if (typeof userId !== 'string' || typeof email !== 'string') return undefined;
  return { userId, email, ...(typeof newEmail === 'string' ? { newEmail } : {}) };
}
