import type { Health } from '@pet-adoption/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Long enough for a busy database, short enough for a load balancer's probe.
const PING_TIMEOUT_MS = 2_000;

/** Pings the database; any failure or a slow answer counts as down. */
export async function checkHealth(db: Database): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`SELECT 1`), timeout]);
    return { status: 'ok', database: 'up' };
  } catch {
    return { status: 'unavailable', database: 'down' };
  } finally {
    clearTimeout(timer);
  }
}
