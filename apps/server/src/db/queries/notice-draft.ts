import type { NotificationKind, NotificationText } from '@pet-adoption/shared';

/**
 * A notice as a table rule answers it: whom to tell, what of, in which words, where to act on it.
 * The rule finds the people; its caller hands the drafts to its `notify` (messaging/notify.ts) in
 * the same transaction, where a `NewNotice` is this and the e-mail's own extras.
 */
export interface NoticeDraft {
  userId: string;
  kind: NotificationKind;
  text: NotificationText;
  /** A path in the app (`/dashboard/petAdoptor`). */
  link: string;
  /**
   * A link the e-mail carries under its sentence and the notice does not: one that only the
   * person's own inbox should hold (a monthly gift's page), never stored with the notice.
   */
  mailOnlyLink?: { linked: string; rest: string; path: string };
}
