import { pages } from '@pet-adoption/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { NoticeDraft } from '../db/queries/notice-draft';
import { notifications, notificationSettings, users } from '../db/schema';
import { type ComposedMail, composeNoticeMail } from './mail-compose';
import type { MailOutbox } from './mail-queue';
import { signUnsubscribeToken } from './unsubscribe-token';

/** One notice to write: whom it is for, what it is about, what it says, where to act on it. */
export interface NewNotice extends NoticeDraft {
  /**
   * The e-mail's own words and unsubscribe, for a notice that says more than its sentence (an
   * alert naming its pets) and whose one-click stops less than its whole kind (the alert's
   * searches). The person's e-mail setting for the kind holds all the same.
   */
  email?: (site: Pick<NoticeMailing, 'origin' | 'secret'>) => OwnNoticeMail;
  /**
   * Where the e-mail's button goes instead of `link`: a single-use key that only the person's
   * inbox should hold (a "Still available" token), never stored with the notice.
   */
  mailButtonPath?: string;
  /** Shown in the app and never e-mailed (news past the day's e-mails of its campaign). */
  inAppOnly?: true;
}

/** A notice's e-mail of its own: what it says, and the one-click unsubscribe address it gives. */
export interface OwnNoticeMail {
  mail: ComposedMail;
  unsubscribeUrl: string;
}

/**
 * Writes notices in the caller's transaction `tx`, the one that makes the change they tell of:
 * both are kept, or neither (an outbox). Every kind of notice goes through this one function.
 */
export type Notify = (tx: Executor, notices: readonly NewNotice[]) => Promise<void>;

/** How notices become e-mails: the outbox, and what absolute links and tokens are built on. */
export interface NoticeMailing {
  outbox: MailOutbox;
  /** The site's address (PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** Signs the unsubscribe links (AUTH_SECRET). */
  secret: string;
}

/** The path of the one-click unsubscribe; its token says whom and which kind. */
export const UNSUBSCRIBE_PATH = '/api/notification-settings/unsubscribe';

/**
 * The app's notify (app.ts makes one and hands it to the features that tell people things).
 * With `mailing`, each notice is also e-mailed to its person unless they turned its kind off
 * or are banned.
 */
export function createNotify(mailing?: NoticeMailing): Notify {
  return async (tx, notices) => {
    if (notices.length === 0) return;
    await tx.insert(notifications).values(
      notices.map((notice) => ({
        userId: notice.userId,
        kind: notice.kind,
        title: notice.text.title,
        body: notice.text.body,
        link: notice.link,
      })),
    );
    const mailed = notices.filter((notice) => notice.inAppOnly !== true);
    if (mailing && mailed.length > 0) await mailNotices(tx, mailing, mailed);
  };
}

async function mailNotices(tx: Executor, mailing: NoticeMailing, notices: readonly NewNotice[]) {
  const ids = [...new Set(notices.map((notice) => notice.userId))];
  const recipients = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.banned, false)));
  const turnedOff = await tx
    .select({ userId: notificationSettings.userId, kind: notificationSettings.kind })
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.userId, ids), eq(notificationSettings.email, false)));
  const off = new Set(turnedOff.map((row) => `${row.userId} ${row.kind}`));
  const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
  for (const notice of notices) {
    const to = emailOf.get(notice.userId);
    if (to === undefined || off.has(`${notice.userId} ${notice.kind}`)) continue;
    const own = notice.email?.(mailing);
    if (own !== undefined) {
      const { userId, kind } = notice;
      await mailing.outbox.enqueue(tx, {
        userId,
        kind,
        to,
        unsubscribeUrl: own.unsubscribeUrl,
        ...own.mail,
      });
      continue;
    }
    const token = signUnsubscribeToken(mailing.secret, notice.userId, notice.kind);
    const unsubscribeUrl = `${mailing.origin}${UNSUBSCRIBE_PATH}?token=${token}`;
    await mailing.outbox.enqueue(tx, {
      userId: notice.userId,
      kind: notice.kind,
      to,
      unsubscribeUrl,
      ...composeNoticeMail({
        kind: notice.kind,
        title: notice.text.title,
        body: notice.text.body,
        url: `${mailing.origin}${notice.mailButtonPath ?? notice.link}`,
        ...(notice.mailOnlyLink && {
          extra: { ...notice.mailOnlyLink, url: `${mailing.origin}${notice.mailOnlyLink.path}` },
        }),
        unsubscribeUrl,
        origin: mailing.origin,
      }),
    });
  }
}

/** The app's paths each kind of notice links to. */
export const NOTICE_LINKS = {
  receivedRequests: pages.petAdoptor.path,
  sentRequests: pages.myAdoptionRequests.path,
  contactMessages: pages.contactMessages.path,
  dashboard: pages.dashboard.path,
} as const;
