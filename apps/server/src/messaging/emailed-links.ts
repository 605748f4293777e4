import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verifications } from '../db/schema';

/**
 * The links this app e-mails (confirm an address, approve or undo a change): a random token,
 * kept only as its hash in the identity library's `verifications` table, beside what the link
 * stands for as JSON that names whose account it is. Following one consumes it, so each link
 * works once, and only until it expires.
 */
export type LinkPurpose =
  | 'verify-email'
  | 'change-email'
  | 'approve-email-change'
  | 'revert-email'
  | 'gift-change'
  | 'gift-undo';

/** What every link's JSON holds besides its own fields: the account it belongs to. */
export interface LinkOwner {
  userId: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const identifierOf = (purpose: LinkPurpose, token: string) => `${purpose}:${hashOf(token)}`;

/** Stores a new link for `seconds` and answers its token (for the e-mail only). */
export async function createLink(
  tx: Executor,
  purpose: LinkPurpose,
  payload: LinkOwner & Record<string, unknown>,
  seconds: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(purpose, token),
    value: JSON.stringify(payload),
    expiresAt: new Date(now.getTime() + seconds * 1000),
  });
  return token;
}

function parsed(value: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(value);
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a live link stands for, or undefined for a link that is unknown, used already or
 * expired. `consume` takes it out of the table: deleting is the claim, so of two uses at once
 * one gets it. Else it is left to be followed (a page that asks first).
 */
async function followLink(
  tx: Executor,
  purpose: LinkPurpose,
  token: string,
  now: Date,
  consume: boolean,
): Promise<Record<string, unknown> | undefined> {
  const live = and(
    eq(verifications.identifier, identifierOf(purpose, token)),
    gt(verifications.expiresAt, now),
  );
  const value = { value: verifications.value };
  const [row] = consume
    ? await tx.delete(verifications).where(live).returning(value)
    : await tx.select(value).from(verifications).where(live);
  return row === undefined ? undefined : parsed(row.value);
}

/** Takes the link out of the table and answers what it stood for (followLink). */
export const consumeLink = (tx: Executor, purpose: LinkPurpose, token: string, now = new Date()) =>
  followLink(tx, purpose, token, now, true);

/** What a live link stands for, leaving it to be followed (followLink). */
export const readLink = (tx: Executor, purpose: LinkPurpose, token: string, now = new Date()) =>
  followLink(tx, purpose, token, now, false);

/**
 * Deletes every link of `purposes` that belongs to `userId`, and the identity library's own
 * links for that account (a password reset, whose row holds the user id alone).
 */
export async function cancelLinksOf(tx: Executor, userId: string, purposes: LinkPurpose[]) {
  const ours = or(
    ...purposes.map((purpose) => sql`${verifications.identifier} LIKE ${`${purpose}:%`}`),
  );
  await tx.delete(verifications).where(
    or(
      eq(verifications.value, userId),
      // The CASE reads the JSON of this app's rows only: the identity library's rows are not
      // JSON, and a WHERE clause's conditions may be evaluated in any order.
      sql`CASE WHEN ${ours} THEN (${verifications.value}::jsonb ->> 'userId') END = ${userId}`,
    ),
  );
}

/** Whether the account has a live link of `purpose` (a change of address it may still revert). */
export async function hasLiveLink(
  tx: Executor,
  userId: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        gt(verifications.expiresAt, now),
        sql`CASE WHEN ${verifications.identifier} LIKE ${`${purpose}:%`} THEN (${verifications.value}::jsonb ->> 'userId') END = ${userId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A new password (changed or reset) or "sign out everywhere": every pending change of address
 * and every other outstanding link of the account dies with its sessions, so one stolen before
 * cannot be used after. The links that undo a change (to the old address, to the donor) stay:
 * they are how the owner takes back what a thief changed.
 */
export const cancelOutstandingLinks = (db: Executor, userId: string) =>
  cancelLinksOf(db, userId, [
    'verify-email',
    'change-email',
    'approve-email-change',
    'gift-change',
  ]);
