import type { Notification, NotificationListQuery } from '@pet-adoption/shared';
import { isUuid } from '@pet-adoption/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { notFound } from '../../lib/errors';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

export interface NotificationPage {
  notifications: Notification[];
  total: number;
  next: string | undefined;
}

/** The caller's own notices, newest first, a page at a time; `unread` leaves out the read ones. */
export async function listNotifications(
  db: Database,
  caller: AuthUser,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const filters: SQL[] = [eq(notifications.userId, caller.id)];
  if (query.unread === true) filters.push(eq(notifications.read, false));
  const where = and(...filters);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(
          where,
          olderThan(notifications.createdAt, notifications.id, decodeCursor(query.cursor)),
        );
  const [rows, totals] = await Promise.all([
    db
      .select({ row: notifications, micros: createdAtMicros(notifications.createdAt) })
      .from(notifications)
      .where(pageWhere)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      // One more than asked tells whether a next page exists.
      .limit(query.limit + 1),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const page = pageOf(
    rows.map(({ row, micros }) => ({ ...row, micros })),
    query.limit,
  );
  return {
    notifications: page.rows.map(toNotification),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

export async function countUnread(db: Database, caller: AuthUser) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, caller.id), eq(notifications.read, false)));
  return { count: row?.count ?? 0 };
}

/** Someone else's notice answers as an unknown one: 404, never 403, so ids cannot be probed. */
export async function markRead(db: Database, caller: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound('Notification');
  const [mine] = await db
    .select({ read: notifications.read })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)));
  if (!mine) throw notFound('Notification');
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, caller.id),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  return { modifiedCount: changed.length };
}

export async function markAllRead(db: Database, caller: AuthUser) {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, caller.id), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { modifiedCount: changed.length };
}
