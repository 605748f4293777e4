import { type NotificationKind, type NotificationText, pages } from '@pet-adoption/shared';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';

/** One notice to write: whom it is for, what it is about, what it says, where to act on it. */
export interface NewNotice {
  userId: string;
  kind: NotificationKind;
  text: NotificationText;
  /** A path in the app (`/dashboard/petAdoptor`). */
  link: string;
}

/**
 * Writes notices in the caller's transaction `tx`, the one that makes the change they tell of:
 * both are kept, or neither (an outbox). Every kind of notice goes through this one function.
 */
export type Notify = (tx: Executor, notices: readonly NewNotice[]) => Promise<void>;

/** The app's notify (app.ts makes one and hands it to the features that tell people things). */
export function createNotify(): Notify {
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
  };
}

/** The app's paths each kind of notice links to. */
export const NOTICE_LINKS = {
  receivedRequests: pages.petAdoptor.path,
  sentRequests: pages.myAdoptionRequests.path,
  contactMessages: pages.contactMessages.path,
  dashboard: pages.dashboard.path,
} as const;
