import { TOASTS, texts, type Notification } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowAction } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { NoticeItem, UnreadDot } from './notice-item';

const t = texts.notifications;

/**
 * notifications: every notice of the signed-in person, newest first, a page at a time, with
 * Mark read on each unread one and Mark all read. Both buttons are forms the route's action
 * answers when the browser sends them itself (actions/notifications.server.ts).
 */
export function NotificationsScreen() {
  const pages = useCursorPages();
  const notices = useNotifications(pages.cursor);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const readOne = (notice: Notification, button: HTMLButtonElement) => {
    // The button goes once the notice is read: focus moves to the notice's own link.
    const link = button.closest('li')?.querySelector('a');
    markRead.mutate(notice._id, {
      onSuccess: () => {
        link?.focus();
        toast.success(t.markedRead, { duration: TOASTS.dashboardSuccessMs });
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t.allMarkedRead, { duration: TOASTS.dashboardSuccessMs }),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.heading)} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t.heading}</PageHeading>
        {notices.data && notices.data.items.length > 0 && (
          <RowAction
            intent="readAll"
            id="all"
            className="btn btn-outline btn-sm"
            onAction={readAll}
          >
            {t.markAllRead}
          </RowAction>
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
                      <RowAction
                        intent="read"
                        id={notice._id}
                        className="btn btn-ghost btn-sm"
                        onAction={(button) => readOne(notice, button)}
                      >
                        {t.markRead}
                        <span className="sr-only">: {notice.title}</span>
                      </RowAction>
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
