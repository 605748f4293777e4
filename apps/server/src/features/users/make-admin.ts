import { eq } from 'drizzle-orm';
import { EmailSchema } from '@pet-adoption/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type MakeAdminResult = 'promoted' | 'already-admin' | 'unknown-email' | 'invalid-email';

/** `npm run make-admin -- EMAIL`: promotes an existing user (how an operator fixes roles). */
export async function makeAdminByEmail(db: Database, input: string): Promise<MakeAdminResult> {
  const parsed = EmailSchema.safeParse(input);
  if (!parsed.success) return 'invalid-email';
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, parsed.data));
  if (!user) return 'unknown-email';
  if (user.role === 'admin') return 'already-admin';
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return 'promoted';
}
