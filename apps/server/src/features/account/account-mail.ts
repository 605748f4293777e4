import {
  accountTexts,
  EMAIL_LINK_SECONDS,
  pages,
  PASSWORD_RESET_LINK_SECONDS,
  REVERT_EMAIL_LINK_SECONDS,
  UNPROVED_ADDRESS_LINKS_PER_DAY,
  waitPhrase,
} from '@pet-adoption/shared';
import type { Executor } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { mailsSentRecently } from '../../messaging/mail-caps';
import { composeMail, type MailContent } from '../../messaging/mail-compose';
import type { NoticeMailing } from '../../messaging/notify';
import { createAccountLink } from './account-links';

/** The person an account e-mail is for. */
export interface MailedUser {
  id: string;
  name: string;
  email: string;
  /** Whether its owner has proved the address; a stranger's words never reach one unproved. */
  emailVerified?: boolean;
}

/**
 * The account's own e-mails: a link to choose a password, to confirm an address or a new one,
 * and word to the old address that it changed. They are not notices: nobody can turn them off,
 * and they carry no unsubscribe. Written to the outbox in the caller's transaction `tx`.
 */
export interface AccountMailer {
  passwordReset(tx: Executor, user: MailedUser, token: string): Promise<void>;
  /** Makes a confirmation link for the account's address and e-mails it there. */
  confirmAddress(tx: Executor, user: MailedUser): Promise<void>;
  /** Makes a link that moves the account to `newEmail` and e-mails it to `newEmail`. */
  confirmNewAddress(tx: Executor, user: MailedUser, newEmail: string): Promise<void>;
  /**
   * An account without a password: a link to its current address that approves the move to
   * `newEmail` (and then sends the link there).
   */
  approveAddressChange(tx: Executor, user: MailedUser, newEmail: string): Promise<void>;
  /** Tells the address the account left that it did, with a link that takes it back (7 days). */
  addressChanged(tx: Executor, user: MailedUser, oldEmail: string): Promise<void>;
  /** Tells the account's address that a Google or GitHub sign-in was tied to the account. */
  providerLinked(tx: Executor, user: MailedUser, provider: string): Promise<void>;
}

const HOURS = (seconds: number) => (seconds / 3600 === 1 ? '1 hour' : `${seconds / 3600} hours`);

/** The kinds of mail that go to an address nobody has proved yet: capped per address and day. */
const UNPROVED_KINDS = ['verifyEmail', 'changeEmail'] as const;

/**
 * Anyone can type any address at sign-up or as a new address: such a mailbox gets a few links a
 * day at most, whoever asks, so this app cannot be made to flood a stranger's inbox.
 */
async function admitUnproved(tx: Executor, to: string) {
  const sent = await mailsSentRecently(tx, { to, kinds: UNPROVED_KINDS });
  if (sent.count >= UNPROVED_ADDRESS_LINKS_PER_DAY) {
    throw new HttpError(
      429,
      'RATE_LIMITED',
      accountTexts.tooManyLinks(waitPhrase(sent.secondsUntilNext)),
    );
  }
}

/**
 * "Hello Ann," only to an address its owner has proved: a name is whatever the person who
 * signed up typed, and an unproved address may belong to somebody else.
 */
const greeting = (user: MailedUser, proved: boolean) =>
  proved ? `Hello ${user.name}, ` : 'Hello, ';

/** ann@example.com → a••@example.com: enough for its owner to know it, not to write to it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••';
  return `${email[0]}••${email.slice(at)}`;
}

/** Without `mailing` (an app built without e-mail) the links are made and nothing is sent. */
export function createAccountMailer(mailing: NoticeMailing | undefined): AccountMailer {
  const link = (path: string, token: string) =>
    `${mailing?.origin ?? ''}${path}?token=${encodeURIComponent(token)}`;

  async function send(
    tx: Executor,
    user: MailedUser,
    kind: string,
    to: string,
    content: Omit<MailContent, 'origin'>,
  ) {
    if (!mailing) return;
    await mailing.outbox.enqueue(tx, {
      userId: user.id,
      kind,
      to,
      unsubscribeUrl: null,
      ...composeMail({ ...content, origin: mailing.origin }),
    });
  }

  return {
    passwordReset: (tx, user, token) =>
      send(tx, user, 'passwordReset', user.email, {
        title: 'Choose a new password',
        paragraphs: [
          `${greeting(user, user.emailVerified !== false)}someone (we hope you) asked to reset the password of your Pet Adoption account.`,
          `The link works once, for ${HOURS(PASSWORD_RESET_LINK_SECONDS)}. Choosing a new password signs you out everywhere else.`,
          'If you did not ask, ignore this e-mail: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: link(pages.resetPassword.path, token) },
        reason: 'You get this e-mail because a password reset was asked for your account.',
      }),

    async confirmAddress(tx, user) {
      await admitUnproved(tx, user.email);
      const token = await createAccountLink(
        tx,
        'verify-email',
        { userId: user.id, email: user.email },
        EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'verifyEmail', user.email, {
        title: 'Confirm your e-mail address',
        paragraphs: [
          `${greeting(user, false)}welcome to Pet Adoption. Please confirm that this is your e-mail address, so that we can reach you about your pets and requests.`,
          `The link works once, for ${HOURS(EMAIL_LINK_SECONDS)}.`,
          'If you did not make an account, ignore this e-mail.',
        ],
        action: { label: 'Confirm my address', url: link(pages.verifyEmail.path, token) },
        reason: 'You get this e-mail because an account was made with this address.',
      });
    },

    async confirmNewAddress(tx, user, newEmail) {
      await admitUnproved(tx, newEmail);
      const token = await createAccountLink(
        tx,
        'change-email',
        { userId: user.id, email: user.email, newEmail },
        EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'changeEmail', newEmail, {
        title: 'Confirm your new e-mail address',
        paragraphs: [
          `${greeting(user, false)}this address was given as the new one of a Pet Adoption account.`,
          `It takes effect once you follow the link, which works once, for ${HOURS(EMAIL_LINK_SECONDS)}.`,
          'If you did not ask, ignore this e-mail: nothing changes.',
        ],
        action: { label: 'Use this address', url: link(pages.confirmEmail.path, token) },
        reason: 'You get this e-mail because this address was given for an account.',
      });
    },

    async approveAddressChange(tx, user, newEmail) {
      const token = await createAccountLink(
        tx,
        'approve-email-change',
        { userId: user.id, email: user.email, newEmail },
        EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'approveEmailChange', user.email, {
        title: 'Approve the change of your e-mail address',
        paragraphs: [
          `${greeting(user, true)}someone signed in to your Pet Adoption account asked to move it to ${maskedEmail(newEmail)}.`,
          `Your account has no password, so this address approves the change first; then we send a link to the new one. The link works once, for ${HOURS(EMAIL_LINK_SECONDS)}.`,
          'If you did not ask, ignore this e-mail: nothing changes.',
        ],
        action: { label: 'Approve the change', url: link(pages.confirmEmail.path, token) },
        reason: 'You get this e-mail because this is your account’s address.',
      });
    },

    providerLinked: (tx, user, provider) =>
      send(tx, user, 'providerLinked', user.email, {
        title: `${provider} sign-in was added to your account`,
        paragraphs: [
          `${greeting(user, true)}your Pet Adoption account can now be signed in to with ${provider}, as well as before.`,
          'If this was not you, choose a new password at once and write to us through Contact Us.',
        ],
        action: {
          label: 'Choose a new password',
          url: `${mailing?.origin ?? ''}${pages.forgotPassword.path}`,
        },
        reason: 'You get this e-mail because this is your account’s address.',
      }),

    async addressChanged(tx, user, oldEmail) {
      const token = await createAccountLink(
        tx,
        'revert-email',
        { userId: user.id, email: user.email, newEmail: oldEmail },
        REVERT_EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'emailChanged', oldEmail, {
        title: 'Your e-mail address was changed',
        paragraphs: [
          `${greeting(user, true)}your Pet Adoption account now uses ${maskedEmail(user.email)} instead of this address, and every other device was signed out.`,
          `If you did not make this change, take your address back with the button below (it works for ${REVERT_EMAIL_LINK_SECONDS / 86400} days, once), then choose a new password.`,
        ],
        action: { label: 'Take my address back', url: link(pages.revertEmail.path, token) },
        reason: 'You get this e-mail because this address was your account’s until now.',
      });
    },
  };
}
