import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { readRowAction, refuseRowCall, refuseUnknownRow } from '@/lib/table-action.server';
import { markAllNotificationsRead, markNotificationRead } from '../api/notification-requests';
import { NOTIFICATION_INTENTS } from '../row-intents';

/**
 * Mark read or Mark all read sent without scripts: the same calls and words as the buttons with
 * scripts, then back to the notifications.
 */
export async function actOnNotifications(request: Request) {
  const row = await readRowAction(request, NOTIFICATION_INTENTS);
  if (!row) return refuseUnknownRow();
  const back = paths.dashboard.notifications.getHref();
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
