import type { ContactMessage, CreateContactMessage, PageQuery } from '@pet-adoption/shared';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/keyset';

type ContactRow = typeof contactMessages.$inferSelect;

const toContactMessage = (row: ContactRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export async function createContactMessage(db: Database, body: CreateContactMessage) {
  const [row] = await db.insert(contactMessages).values(body).returning({ id: contactMessages.id });
  if (!row) throw new Error('createContactMessage: the insert returned no row');
  return { insertedId: row.id };
}

export interface ContactMessagePage {
  messages: ContactMessage[];
  /** Cursor of the next page, when there is one. */
  next: string | undefined;
}

/** Newest first, a page at a time (docs/product.md §7's limit and cursor). */
export async function listContactMessages(
  db: Database,
  query: PageQuery,
): Promise<ContactMessagePage> {
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
