import { accountTexts, EMAIL_TAKEN_MESSAGE } from '@pet-adoption/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema';
import { cancelLinksOf } from '../../messaging/emailed-links';
import { badRequest, conflict, type HttpError, notFound } from '../../lib/errors';
import { ACCOUNT_LINK_PURPOSES, consumeAccountLink } from './account-links';
import type { AccountMailer } from './account-mail';

/** One sentence for every link that does not work: which of the reasons is nobody's business. */
const linkInvalid = () => badRequest(accountTexts.linkInvalid);

/** A sign-in this recent vouches for its person as their password would (a stolen token is older). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

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

async function addressTaken(db: Executor, email: string, exceptUserId?: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined
        ? eq(users.email, email)
        : and(eq(users.email, email), ne(users.id, exceptUserId)),
    );
  return owner !== undefined;
}

/** A new confirmation link for the caller's address (the banner's "Send the link again"). */
export async function resendConfirmation(db: Database, mailer: AccountMailer, userId: string) {
  const person = await personOf(db, userId);
  if (person.emailVerified) throw badRequest(accountTexts.alreadyVerified);
  await db.transaction((tx) => mailer.confirmAddress(tx, person));
  return { sentTo: person.email, approveFirst: false };
}

/** Follows a confirmation link: the address it was made for is confirmed, once. */
export function confirmAddress(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const link = await consumeAccountLink(tx, 'verify-email', token);
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

/** What proves the person asking for a new address is the account's owner, not a token's thief. */
export interface OwnerProof {
  /** The current password, when the form carried one. */
  currentPassword: string | undefined;
  /** When the sign-in behind the request began. */
  signedInAt: Date;
  /** Checks a password against the account's stored hash (the identity library's own check). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** The sign-in throttle's verdict for a password check (wrong guesses slow the guesser). */
  admitGuess: () => Promise<HttpError | undefined>;
  guessedRight: () => Promise<void>;
  now?: Date;
}

const passwordNeeded = () =>
  badRequest('Some fields are not valid.', { currentPassword: accountTexts.currentPasswordNeeded });

/**
 * Asks to move the account to `newEmail`. An account with a password proves it is its owner's
 * with that password (or a sign-in of the last 5 minutes), and a link goes to the new address;
 * an account without one (Google, GitHub) first gets a link at its current address, whose
 * following sends the one to the new address.
 */
export async function requestAddressChange(
  db: Database,
  mailer: AccountMailer,
  userId: string,
  newEmail: string,
  proof: OwnerProof,
) {
  const person = await personOf(db, userId);
  if (newEmail === person.email) {
    throw badRequest('Some fields are not valid.', { email: accountTexts.sameEmail });
  }
  // Sign-up says so too (decision 036): the address is not free, and the person can pick another.
  if (await addressTaken(db, newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE);

  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const hash = credential?.hash ?? null;
  if (hash === null) {
    await db.transaction((tx) => mailer.approveAddressChange(tx, person, newEmail));
    return { sentTo: person.email, approveFirst: true };
  }
  if (proof.currentPassword === undefined || proof.currentPassword === '') {
    const now = proof.now ?? new Date();
    if (now.getTime() - proof.signedInAt.getTime() > RECENT_SIGN_IN_MS) throw passwordNeeded();
  } else {
    const refusal = await proof.admitGuess();
    if (refusal) throw refusal;
    if (!(await proof.verifyPassword(hash, proof.currentPassword))) {
      throw badRequest('Some fields are not valid.', {
        currentPassword: accountTexts.currentPasswordWrong,
      });
    }
    await proof.guessedRight();
  }
  await db.transaction((tx) => mailer.confirmNewAddress(tx, person, newEmail));
  return { sentTo: newEmail, approveFirst: false };
}

/**
 * Follows a change link: the account takes its new address, every other sign-in of it ends,
 * its other outstanding links die, and the old address is told, with a link that reverts the
 * change for 7 days. A link followed at the old address (an account without a password) sends
 * the link to the new one instead.
 */
export function confirmAddressChange(
  db: Database,
  mailer: AccountMailer,
  token: string,
  keepSessionId: string | null,
) {
  return db.transaction(async (tx) => {
    const approval = await consumeAccountLink(tx, 'approve-email-change', token);
    if (approval?.newEmail) {
      const [person] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, approval.userId), eq(users.email, approval.email)));
      if (!person) throw linkInvalid();
      if (await addressTaken(tx, approval.newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE);
      await mailer.confirmNewAddress(tx, person, approval.newEmail);
      return { email: person.email, sentTo: approval.newEmail };
    }

    const link = await consumeAccountLink(tx, 'change-email', token);
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
    await endOtherSessions(tx, person.id, keepSessionId);
    await cancelLinksOf(tx, person.id, ['verify-email', 'change-email', 'approve-email-change']);
    await mailer.addressChanged(tx, person, link.email);
    return { email: person.email };
  });
}

async function endOtherSessions(tx: Executor, userId: string, keepSessionId: string | null) {
  await tx
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

/**
 * Follows the old address's revert link: the account goes back to that address, whatever it
 * was changed to since, every sign-in of it ends, and every outstanding link of it dies. Its
 * owner then chooses a new password from 'Forgot password?' if they think someone knows it.
 */
export function revertAddressChange(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const link = await consumeAccountLink(tx, 'revert-email', token);
    if (!link?.newEmail) throw linkInvalid();
    const oldEmail = link.newEmail;
    if (await addressTaken(tx, oldEmail, link.userId)) throw conflict(accountTexts.revertTaken);
    const [person] = await tx
      .update(users)
      .set({ email: oldEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email });
    if (!person) throw linkInvalid();
    await endOtherSessions(tx, person.id, null);
    await cancelLinksOf(tx, person.id, [...ACCOUNT_LINK_PURPOSES]);
    return { email: person.email };
  });
}
