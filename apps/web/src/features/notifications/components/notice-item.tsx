import type { Notification } from '@pet-adoption/shared';
import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';

type NoticeItemProps = {
  notice: Notification;
  /** Following the notice's link reads it (with scripts; without, the screen's button does). */
  onOpen: (notice: Notification) => void;
  compact?: boolean;
};

/** One notice: its title as the link to where it can be acted on, its sentence and its time. */
export function NoticeItem({ notice, onOpen, compact = false }: NoticeItemProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Link
        to={notice.link}
        className={`link-hover ${notice.read ? 'font-medium' : 'font-bold'} ${compact ? 'text-sm' : ''}`}
        onClick={() => onOpen(notice)}
      >
        {notice.title}
        {/* The dot below says "unread" to the eye; this says it to a screen reader. */}
        {!notice.read && (
          <>
            {' '}
            <span className="sr-only">({texts.notifications.unread})</span>
          </>
        )}
      </Link>
      {!compact && <p className="text-base-content/80">{notice.body}</p>}
      <time dateTime={notice.createdAt} className="text-xs text-base-content/70">
        {formatDateTime(notice.createdAt)}
      </time>
    </div>
  );
}

/** The unread mark beside a notice, for the eye only (NoticeItem says it in words). */
export function UnreadDot({ read }: { read: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-2 size-2.5 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-primary'}`}
    />
  );
}
