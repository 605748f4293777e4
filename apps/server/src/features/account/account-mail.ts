import { EMAIL_LINK_SECONDS, pages, PASSWORD_RESET_LINK_SECONDS } from '@pet-adoption/shared';
import type { Executor } from '../../db/client';
import { composeMail, type MailContent } from '../../lib/mail-compose';
import type { NoticeMailing } from '../../lib/notify';
import { createLink } from './account-links';

/** The person an account e-mail is for. */
export interface MailedUser {
  id: string;
  name: string;
  email: string;
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
  /** Tells the address the account left that it did, and for which one. */
  addressChanged(tx: Executor, user: MailedUser, oldEmail: string): Promise<void>;
}

const HOURS = (seconds: number) => (seconds / 3600 === 1 ? '1 hour' : `${seconds / 3600} hours`);

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
          `Hello ${user.name}, someone (we hope you) asked to reset the password of your Pet Adoption account.`,
          `The link works once, for ${HOURS(PASSWORD_RESET_LINK_SECONDS)}. Choosing a new password signs you out everywhere else.`,
          'If you did not ask, ignore this e-mail: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: link(pages.resetPassword.path, token) },
        reason: 'You get this e-mail because a password reset was asked for your account.',
      }),

    async confirmAddress(tx, user) {
      const token = await createLink(
        tx,
        'verify-email',
        { userId: user.id, email: user.email },
        EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'verifyEmail', user.email, {
        title: 'Confirm your e-mail address',
        paragraphs: [
          `Hello ${user.name}, welcome to Pet Adoption. Please confirm that this is your e-mail address, so that we can reach you about your pets and requests.`,
          `The link works once, for ${HOURS(EMAIL_LINK_SECONDS)}.`,
          'If you did not make an account, ignore this e-mail.',
        ],
        action: { label: 'Confirm my address', url: link(pages.verifyEmail.path, token) },
        reason: 'You get this e-mail because an account was made with this address.',
      });
    },

    async confirmNewAddress(tx, user, newEmail) {
      const token = await createLink(
        tx,
        'change-email',
        { userId: user.id, email: user.email, newEmail },
        EMAIL_LINK_SECONDS,
      );
      await send(tx, user, 'changeEmail', newEmail, {
        title: 'Confirm your new e-mail address',
        paragraphs: [
          `Hello ${user.name}, you asked to use this address for your Pet Adoption account.`,
          `It takes effect once you follow the link, which works once, for ${HOURS(EMAIL_LINK_SECONDS)}.`,
          'If you did not ask, ignore this e-mail: nothing changes.',
        ],
        action: { label: 'Use this address', url: link(pages.confirmEmail.path, token) },
        reason: 'You get this e-mail because this address was given for an account.',
      });
    },

    addressChanged: (tx, user, oldEmail) =>
      send(tx, user, 'emailChanged', oldEmail, {
        title: 'Your e-mail address was changed',
        paragraphs: [
          `Hello ${user.name}, your Pet Adoption account now uses ${maskedEmail(user.email)} instead of this address.`,
          'If you did not make this change, reset your password at once and write to us through Contact Us.',
        ],
        action: { label: 'Contact us', url: `${mailing?.origin ?? ''}${pages.contact.path}` },
        reason: 'You get this e-mail because this address was your account’s until now.',
      }),
  };
}
