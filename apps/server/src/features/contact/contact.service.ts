import type { ContactMessage, CreateContactMessage, PageQuery } from '@pet-adoption/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/postgres-errors';

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

// The cursor carries created_at in whole microseconds, as the pet listing's does: a JS Date
// keeps only milliseconds, and two messages in the same millisecond would be skipped or repeated.
const createdAtMicros = sql<string>`(extract(epoch from ${contactMessages.createdAt}) * 1000000)::bigint`;

const encodeCursor = (micros: string, id: string) =>
  Buffer.from(`${micros}.${id}`).toString('base64url');

function decodeCursor(value: string) {
  const [micros, id] = Buffer.from(value, 'base64url').toString('utf8').split('.');
  // Checked strictly: both parts reach SQL as typed parameters, never as free text.
  if (micros === undefined || id === undefined || !/^-?\d{1,17}$/.test(micros) || !isUuid(id)) {
    throw badRequest('This page link is not valid. Start again from the first page.');
  }
  return { micros, id };
}

export interface ContactMessagePage {
  messages: ContactMessage[];
  /** Cursor of the next page, when there is one. */
  next: string | undefined;
}

/** Newest first, a page at a time (DESIGN §2's limit and cursor). */
export async function listContactMessages(
  db: Database,
  query: PageQuery,
): Promise<ContactMessagePage> {
  let where: SQL | undefined;
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    where = sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;
  }
  const rows = await db
    .select({ row: contactMessages, micros: createdAtMicros })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    // One more than asked tells whether a next page exists.
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map(({ row }) => toContactMessage(row)),
    next:
      rows.length > query.limit && last !== undefined
        ? encodeCursor(String(last.micros), last.row.id)
        : undefined,
  };
}
