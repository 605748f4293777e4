import { randomUUID } from 'node:crypto';
import { EmailSchema, PasswordSchema, RegisterSchema } from '@pet-adoption/shared';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/postgres-errors';

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

export type CreateAdminResult =
  { outcome: 'created' } | { outcome: 'exists' } | { outcome: 'invalid'; message: string };

export interface NewAdmin {
  email: string;
  password: string;
  /** The e-mail's local part when absent. */
  name?: string;
}

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? 'is not valid';

/**
 * `npm run make-admin -- EMAIL` for an address nobody has signed up with: the account is made
 * an admin in the same insert that creates it, so there is no moment in which a stranger
 * signing up with that address could become the admin. The password follows sign-up's rule
 * and is hashed as better-auth hashes it, so the person signs in like anyone else.
 */
export async function createAdmin(db: Database, input: NewAdmin): Promise<CreateAdminResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) return { outcome: 'invalid', message: firstMessage(email) };
  const name = RegisterSchema.shape.name.safeParse(input.name ?? email.data.split('@')[0]);
  if (!name.success) return { outcome: 'invalid', message: firstMessage(name) };
  const password = PasswordSchema.safeParse(input.password);
  if (!password.success) return { outcome: 'invalid', message: firstMessage(password) };

  const hash = await hashPassword(password.data);
  try {
    await db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.insert(users).values({ id, email: email.data, name: name.data, role: 'admin' });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) return { outcome: 'exists' };
    throw error;
  }
  return { outcome: 'created' };
}
