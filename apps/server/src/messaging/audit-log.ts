import type { AuditAction, AuditFields, AuditTargetType, AuditValue } from '@pet-adoption/shared';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditEntries } from '../db/schema';
import type { AuthUser } from '../lib/auth-user';

// The admin audit log (docs/product.md §2, decision 061): every admin action on someone else's
// record, and every sign-in of an admin, written by recordAudit in the transaction of the
// action itself, so an action is never kept without its entry nor an entry without its action.

/** The signed-in person of a request, and the client address it came from. */
export interface Actor extends AuthUser {
  /** request.ip: the client's address, as TRUST_PROXY lets the server see it. */
  clientAddress: string | null;
}

export const actorOf = (request: FastifyRequest, user: AuthUser): Actor => ({
  ...user,
  clientAddress: request.ip,
});

/**
 * Whether acting on a record owned by `ownerId` is an admin action: an admin's own pet or
 * campaign is theirs to change like anyone's, and is not recorded.
 */
export const actsAsAdmin = (actor: AuthUser, ownerId: string) =>
  actor.role === 'admin' && actor.id !== ownerId;

export interface NewAuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null; label: string };
  /**
   * The fields as they were and as they became, by their API names. Picked field by field by
   * the caller, never a whole row: no password, token or card detail is ever written here.
   */
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Who did it: an admin's id, name and e-mail as they are now, and where they acted from. */
export type AuditAdmin = Pick<Actor, 'id' | 'name' | 'email' | 'clientAddress'>;

/** Writes one entry in `tx`, the transaction of the action it records. */
export async function recordAudit(tx: Executor, admin: AuditAdmin, entry: NewAuditEntry) {
  await tx.insert(auditEntries).values({
    adminId: admin.id,
    adminName: admin.name,
    adminEmail: admin.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    clientAddress: admin.clientAddress,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const same = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Of a record's fields before and after a change, only those that changed, on both sides. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const changed = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
