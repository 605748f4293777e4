import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verifications } from '../../db/schema';

/**
 * The links this app e-mails to confirm an address: a random token, kept only as its hash in
 * the identity library's `verifications` table (the password-reset link is the library's own).
 * Following one consumes it, so each link works once, and only until it expires.
 */
export type LinkPurpose = 'verify-email' | 'change-email';

/** What a link stands for: whose account, and the address it confirms. */
export interface LinkPayload {
  userId: string;
  /** The address the account had when the link was made; the link dies if it changes. */
  email: string;
  /** For a change of address: the new one. */
  newEmail?: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const identifierOf = (purpose: LinkPurpose, token: string) => `${purpose}:${hashOf(token)}`;

/** Stores a new link for `seconds` and answers its token (for the e-mail only). */
export async function createLink(
  tx: Executor,
  purpose: LinkPurpose,
  payload: LinkPayload,
  seconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(purpose, token),
    value: JSON.stringify(payload),
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

function parsePayload(value: string): LinkPayload | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { userId, email, newEmail } = parsed as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof email !== 'string') return undefined;
    return { userId, email, ...(typeof newEmail === 'string' ? { newEmail } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Takes the link out of the table and answers what it stood for, or undefined for a link that
 * is unknown, used already or expired. Deleting is the claim: of two uses at once, one gets it.
 */
export async function consumeLink(
  tx: Executor,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkPayload | undefined> {
  const [row] = await tx
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(purpose, token)),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ value: verifications.value });
  return row === undefined ? undefined : parsePayload(row.value);
}
