import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { readRowAction, refuseRowCall, refuseUnknownRow } from '@/lib/table-action.server';
import { markAllNotificationsRead, markNotificationRead } from '../api/notification-requests';
import { NOTIFICATION_INTENTS } from '../row-intents';

/**
 * Mark read or Mark all read, with scripts or without: then back to the page of notices the
 * form was sent from (`url`, the router's: a cursor kept), which says so.
 */
export async function actOnNotifications(request: Request, url: URL) {
  const row = await readRowAction(request, NOTIFICATION_INTENTS);
  if (!row) return refuseUnknownRow();
  const back = `${paths.dashboard.notifications.getHref()}${url.search}`;
  try {
    if (row.intent === 'readAll') {
      await markAllNotificationsRead();
      return succeed(back, { key: 'notificationsAllRead' });
    }
    await markNotificationRead(row.id);
    return succeed(back, { key: 'notificationRead' });
  } catch (error) {
    return refuseRowCall(error);
  }
}
