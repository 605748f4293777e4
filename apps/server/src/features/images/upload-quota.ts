import { uploadQuotaMessage } from '@pet-adoption/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';

export interface UploadQuota {
  /**
   * Records `bytes` of stored copies of picture `key` against `userId`, or throws 413
   * QUOTA_EXCEEDED when that would pass the quota. Answers whether a row was added (false: the
   * owner had uploaded this picture before, and it is not counted twice).
   */
  reserve(userId: string, key: string, bytes: number): Promise<boolean>;
  /** Takes back a reservation whose files could not be stored. */
  release(userId: string, key: string): Promise<void>;
}

/** Every storage (local disk or a bucket) is written only after this has said yes. */
export function createUploadQuota(db: Database, quotaBytes: number): UploadQuota {
  return {
    reserve: (userId, key, bytes) =>
      db.transaction(async (tx) => {
        // The user's row is the lock: two uploads of one account at once are judged in turn,
        // so together they cannot pass the quota.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [row] = await tx
          .select({
            used: sql<string>`coalesce(sum(${uploads.bytes}), 0)`,
            again: sql<boolean>`coalesce(bool_or(${uploads.key} = ${key}), false)`,
          })
          .from(uploads)
          .where(eq(uploads.userId, userId));
        if (row?.again) return false;
        if (Number(row?.used ?? 0) + bytes > quotaBytes) {
          throw new HttpError(413, 'QUOTA_EXCEEDED', uploadQuotaMessage(quotaBytes));
        }
        await tx.insert(uploads).values({ userId, key, bytes });
        return true;
      }),
    async release(userId, key) {
      await db.delete(uploads).where(and(eq(uploads.userId, userId), eq(uploads.key, key)));
    },
  };
}
