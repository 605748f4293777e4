import {
  type ContactMessage,
  type CreateContactMessage,
  notificationTexts,
  type PageQuery,
} from '@pet-adoption/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { type Actor, recordAudit } from '../../messaging/audit-log';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';

type ContactRow = typeof contactMessages.$inferSelect;

const toContactMessage = (row: ContactRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Every admin who can sign in hears of the message, in the transaction that stores it. */
export async function createContactMessage(
  db: Database,
  notify: Notify,
  body: CreateContactMessage,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values(body)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('createContactMessage: the insert returned no row');
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.banned, false)));
    await notify(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        kind: 'contactMessage' as const,
        text: notificationTexts.contactMessage(body.name),
        link: NOTICE_LINKS.contactMessages,
      })),
    );
    return { insertedId: row.id };
  });
}

export interface ContactMessagePage {
  messages: ContactMessage[];
  /** Cursor of the next page, when there is one. */
  next: string | undefined;
}

/**
 * Newest first, a page at a time (docs/product.md §7's limit and cursor). Reading them is an
 * admin action: the page's messages are recorded as read by the caller, in the same
 * transaction.
 */
export async function listContactMessages(
  db: Database,
  caller: Actor,
  query: PageQuery,
): Promise<ContactMessagePage> {
  return db.transaction(async (tx) => {
    const page = await readContactMessages(tx, query);
    const count = page.messages.length;
    await recordAudit(tx, caller, {
      action: 'contactMessages.read',
      target: {
        type: 'contactMessages',
        id: null,
        label: `${count} message${count === 1 ? '' : 's'}${query.cursor === undefined ? ', newest first' : ', an older page'}`,
      },
      after: { messageIds: page.messages.map((message) => message._id) },
    });
    return page;
  });
}

async function readContactMessages(db: Executor, query: PageQuery): Promise<ContactMessagePage> {
  const rows = await db
    .select({ row: contactMessages, micros: createdAtMicros(contactMessages.createdAt) })
    .from(contactMessages)
    .where(
      query.cursor === undefined
        ? undefined
        : olderThan(contactMessages.createdAt, contactMessages.id, decodeCursor(query.cursor)),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    // One more than asked tells whether a next page exists.
    .limit(query.limit + 1);
  const page = pageOf(
    rows.map(({ row, micros }) => ({ ...row, micros })),
    query.limit,
  );
  return { messages: page.rows.map(toContactMessage), next: page.next };
}
