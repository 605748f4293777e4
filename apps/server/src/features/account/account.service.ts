import { accountTexts, EMAIL_TAKEN_MESSAGE } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { consumeLink } from './account-links';
import type { AccountMailer } from './account-mail';

/** One sentence for every link that does not work: which of the reasons is nobody's business. */
const linkInvalid = () => badRequest(accountTexts.linkInvalid);

async function personOf(db: Database, userId: string) {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw notFound('Account');
  return person;
}

async function addressTaken(db: Executor, email: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return owner !== undefined;
}

/** A new confirmation link for the caller's address (the banner's "Send the link again"). */
export async function resendConfirmation(db: Database, mailer: AccountMailer, userId: string) {
  const person = await personOf(db, userId);
  if (person.emailVerified) throw badRequest(accountTexts.alreadyVerified);
  await db.transaction((tx) => mailer.confirmAddress(tx, person));
  return { sentTo: person.email };
}

/** Follows a confirmation link: the address it was made for is confirmed, once. */
export function confirmAddress(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, 'verify-email', token);
    if (!link || link.newEmail !== undefined) throw linkInvalid();
    const [person] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      // The account may have moved to another address since: this link confirms only its own.
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ email: users.email });
    if (!person) throw linkInvalid();
    return { email: person.email };
  });
}

/** Sends a link to `newEmail`; the account moves there only once it is followed. */
export async function requestAddressChange(
  db: Database,
  mailer: AccountMailer,
  userId: string,
  newEmail: string,
) {
  const person = await personOf(db, userId);
  if (newEmail === person.email) {
    throw badRequest('Some fields are not valid.', { email: accountTexts.sameEmail });
  }
  // Sign-up says so too (decision 036): the address is not free, and the person can pick another.
  if (await addressTaken(db, newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE);
  await db.transaction((tx) => mailer.confirmNewAddress(tx, person, newEmail));
  return { sentTo: newEmail };
}

/** Follows a change link: the account takes its new address, and the old one is told. */
export function confirmAddressChange(db: Database, mailer: AccountMailer, token: string) {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, 'change-email', token);
    if (!link?.newEmail) throw linkInvalid();
    const newEmail = link.newEmail;
    if (await addressTaken(tx, newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE);
    const [person] = await tx
      .update(users)
      .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
      // A link made before another change of address is spent with it.
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ id: users.id, name: users.name, email: users.email });
    if (!person) throw linkInvalid();
    await mailer.addressChanged(tx, person, link.email);
    return { email: person.email };
  });
}
