import { texts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useActionForm } from '@/lib/use-action-form';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { useMarkRead, useNotifications } from '../api/notifications';
import type { NOTIFICATION_INTENTS } from '../row-intents';
import { NoticeItem, UnreadDot } from './notice-item';

const t = texts.notifications;
const NO_FIELDS = [] as const;

type ReadFormProps = {
  intent: (typeof NOTIFICATION_INTENTS)[number];
  id: string;
  className: string;
  /** Read: what the page does next, given the form (which goes with its notice's button). */
  onRead?: (form: HTMLFormElement | null) => void;
  children: ReactNode;
};

/**
 * Mark read, or Mark all read: a form to the route's action, with scripts or without, which
 * comes back to this page saying so. It takes no room (`display: contents`).
 */
function ReadForm({ intent, id, className, onRead, children }: ReadFormProps) {
  const { formRef, pending, sent } = useActionForm(NO_FIELDS, { which: { intent, id } });
  const read = useEffectEvent(() => onRead?.(formRef.current));
  useEffect(() => {
    if (sent > 0) read();
  }, [sent]);
  return (
    <Form
      ref={formRef}
      method="post"
      className="contents"
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton pending={pending} className={className}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** The button goes once its notice is read: focus moves to the notice's own link. */
const focusNoticeLink = (form: HTMLFormElement | null) =>
  form?.closest('li')?.querySelector('a')?.focus();

/**
 * notifications: every notice of the signed-in person, newest first, a page at a time, with
 * Mark read on each unread one and Mark all read. Both buttons are forms to the route's action
 * (actions/notifications.server.ts), with scripts or without.
 */
export function NotificationsScreen() {
  const pages = useCursorPages();
  const notices = useNotifications(pages.cursor);
  const markRead = useMarkRead();
  // The notices are on screen while the answer to their forms loads: they are read again.
  useFreshAfterActions();

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.heading)} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t.heading}</PageHeading>
        {notices.data && notices.data.items.length > 0 && (
          <ReadForm intent="readAll" id="all" className="btn btn-outline btn-sm">
            {t.markAllRead}
          </ReadForm>
        )}
      </div>
      <RowRefusal />
      <QueryBoundary
        query={notices}
        pending={<Spinner label="Loading notifications" className="mx-auto block" />}
      >
        {({ items, nextCursor }) =>
          items.length === 0 && pages.page === 1 ? (
            <p>{t.none}</p>
          ) : (
            <div className="flex flex-col gap-4">
              <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
                {items.map((notice) => (
                  <li key={notice._id} className="flex items-start gap-3 p-4">
                    <UnreadDot read={notice.read} />
                    <div className="min-w-0 flex-1">
                      <NoticeItem
                        notice={notice}
                        onOpen={(opened) => {
                          if (!opened.read) markRead.mutate(opened._id);
                        }}
                      />
                    </div>
                    {!notice.read && (
                      <ReadForm
                        intent="read"
                        id={notice._id}
                        className="btn btn-ghost btn-sm"
                        onRead={focusNoticeLink}
                      >
                        {t.markRead}
                        <span className="sr-only">: {notice.title}</span>
                      </ReadForm>
                    )}
                  </li>
                ))}
              </ul>
              <CursorPager pages={pages} nextCursor={nextCursor} />
            </div>
          )
        }
      </QueryBoundary>
    </div>
  );
}
