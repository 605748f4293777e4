import { texts } from '@pet-adoption/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';
import { BELL_NOTICES, useMarkRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NoticeItem, UnreadDot } from './notice-item';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current">
      <path
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
      />
    </svg>
  );
}

/**
 * A rise in the unread count while the page is open, said politely to a screen reader (the
 * bell's own name carries the count, but only when focus reaches it).
 */
function useNewsAnnouncement(count: number | undefined) {
  const seen = useRef(count);
  const [news, setNews] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (seen.current !== undefined && count > seen.current)
      setNews(texts.notifications.bell(count));
    seen.current = count;
  }, [count]);
  return news;
}

/**
 * The navbar's bell: the unread count on it and in its name ("Notifications, 3 unread"), and a
 * panel with the newest notices and a link to all of them. The count and the notices come with
 * the page (the root's loader), so it works before the scripts run; with them it asks again
 * every minute and when the window comes back into focus.
 */
export function NotificationBell() {
  const unread = useUnreadCount(true);
  const latest = useNotifications(undefined, BELL_NOTICES);
  const markRead = useMarkRead();
  const count = unread.data?.count;
  const news = useNewsAnnouncement(count);
  const items = latest.data?.items ?? [];

  return (
    <>
      <Dropdown
        label={texts.notifications.bell(count ?? 0)}
        align="end"
        trigger={
          <span className="indicator">
            {count !== undefined && count > 0 && (
              <span aria-hidden="true" className="indicator-item badge badge-sm badge-primary">
                {count > 99 ? '99+' : count}
              </span>
            )}
            <BellIcon />
          </span>
        }
        triggerClassName="btn btn-circle btn-ghost size-12"
        panelClassName="w-80 max-w-[calc(100vw-2rem)]"
      >
        <p className="px-3 pt-1 pb-2 text-sm font-semibold">{texts.notifications.heading}</p>
        {items.length === 0 ? (
          <p className="px-3 pb-2 text-sm text-base-content/80">{texts.notifications.none}</p>
        ) : (
          <ul className="flex flex-col">
            {items.map((notice) => (
              <li key={notice._id} className="flex gap-2 rounded-field px-3 py-2 hover:bg-base-200">
                <UnreadDot read={notice.read} />
                <NoticeItem
                  notice={notice}
                  compact
                  onOpen={(opened) => {
                    if (!opened.read) markRead.mutate(opened._id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={paths.dashboard.notifications.getHref()}
          className="btn btn-sm btn-ghost mt-1 w-full"
        >
          {texts.notifications.seeAll}
        </Link>
      </Dropdown>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {news}
      </p>
    </>
  );
}
