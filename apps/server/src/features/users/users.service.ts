import {
  type CreateUser,
  LAST_ADMIN_MESSAGE,
  notificationTexts,
  type User,
} from '@pet-adoption/shared';
import { asc, and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, recordAudit } from '../../messaging/audit-log';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';

const toUser = (row: typeof users.$inferSelect): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  photoURL: row.image,
  role: row.role,
  banned: row.banned,
});

/**
 * The client's "save the user" call (POST /users) after sign-up. better-auth created the record at
 * sign-up, and a token exists only for a stored user, so this confirms it (`insertedId: null`, as
 * the original client expects for an existing user): the caller's own e-mail only, and never a
 * role.
 */
export function saveOwnUser(caller: AuthUser, body: CreateUser) {
  if (body.email !== caller.email) {
    throw forbidden('You can only save your own user record.');
  }
  return { insertedId: null };
}

export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}

/**
 * "Delete user" (DELETE /users/{id}) bans: the person can no longer sign in, their sessions end and
 * their tokens stop working (guards read `banned`), while everything they made is kept. A ban never
 * leaves the app without an administrator who can sign in.
 */
export async function banUser(db: Database, caller: Actor, id: string) {
  if (id === caller.id) throw forbidden('You cannot ban yourself.');
  return db.transaction(async (tx) => {
    // Every unbanned admin row is locked before counting: of two admins banning each other at
    // once, the second waits for the first, then no longer counts the one it banned.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
      // One order for every locker, so two bans cannot each hold a row the other waits for.
      .orderBy(asc(users.id))
      .for('update');
    if (admins.some((admin) => admin.id === id) && admins.length <= 1) {
      throw conflict(LAST_ADMIN_MESSAGE);
    }
    const [before] = await tx
      .select({ name: users.name, email: users.email, banned: users.banned })
      .from(users)
      .where(eq(users.id, id));
    const [user] = await tx
      .update(users)
      .set({ banned: true, banReason: 'Banned by an administrator.' })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!user || !before) throw notFound('User');
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, caller, {
      action: 'user.ban',
      target: { type: 'user', id, label: before.email },
      before: { banned: before.banned },
      after: { banned: true },
    });
    return { deletedCount: 1 };
  });
}

/** Makes a user an admin, who is told; `modifiedCount` is 0 when they already were. */
export async function makeAdmin(db: Database, notify: Notify, caller: Actor, id: string) {
  const [exists] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!exists) throw notFound('User');
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.id, id), ne(users.role, 'admin')))
      .returning({ id: users.id });
    if (changed.length > 0) {
      await notify(tx, [
        {
          userId: id,
          kind: 'madeAdmin',
          text: notificationTexts.madeAdmin(),
          link: NOTICE_LINKS.dashboard,
        },
      ]);
      await recordAudit(tx, caller, {
        action: 'user.makeAdmin',
        target: { type: 'user', id, label: exists.email },
        before: { role: 'user' },
        after: { role: 'admin' },
      });
    }
    return { modifiedCount: changed.length };
  });
}

/** Whether `email` is an admin; asked by that user or an admin. */
export async function isAdmin(db: Database, caller: AuthUser, email: string) {
  if (caller.email !== email && caller.role !== 'admin') {
    throw forbidden('You can only check your own role.');
  }
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return { admin: user?.role === 'admin' };
}
