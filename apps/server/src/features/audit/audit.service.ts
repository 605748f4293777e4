import type { AuditEntry, AuditListQuery } from '@pet-adoption/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { auditEntries } from '../../db/schema';

type AuditRow = typeof auditEntries.$inferSelect;

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  adminId: row.adminId,
  adminName: row.adminName,
  adminEmail: row.adminEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  clientAddress: row.clientAddress,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  next: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first moment of a day (YYYY-MM-DD) in UTC. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The filters of the query as SQL: who, what, and from the first day through the last. */
function filtersOf(query: AuditListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.adminId !== undefined) filters.push(eq(auditEntries.adminId, query.adminId));
  if (query.action !== undefined) filters.push(eq(auditEntries.action, query.action));
  if (query.from !== undefined) filters.push(gte(auditEntries.createdAt, startOfDay(query.from)));
  if (query.to !== undefined) {
    filters.push(lt(auditEntries.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)));
  }
  return filters.length === 0 ? undefined : and(...filters);
}

/** The audit log, newest first, a page at a time (docs/product.md §7's limit and cursor). */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const where = filtersOf(query);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(auditEntries.createdAt, auditEntries.id, decodeCursor(query.cursor)));
  const [rows, totals] = await Promise.all([
    db
      .select({ row: auditEntries, micros: createdAtMicros(auditEntries.createdAt) })
      .from(auditEntries)
      .where(pageWhere)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      // One more than asked tells whether a next page exists.
      .limit(query.limit + 1),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  const page = pageOf(
    rows.map(({ row, micros }) => ({ ...row, micros })),
    query.limit,
  );
  return {
    entries: page.rows.map(toAuditEntry),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}
