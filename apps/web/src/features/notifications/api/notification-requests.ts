import {
  ModifiedSchema,
  NotificationSchema,
  NotificationSettingsSchema,
  UnreadCountSchema,
  type UpdateNotificationSettings,
} from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

/** GET /api/notifications: the caller's own, newest first, a page at a time. */
export function getNotificationsPage({
  cursor,
  limit,
  unread,
  signal,
}: Call & { cursor?: string; limit: number; unread?: boolean }) {
  return getPage('/notifications', NotificationSchema, {
    signal,
    query: { limit, cursor, unread: unread ? 'true' : undefined },
  });
}

/** GET /api/notifications/unread-count: the bell's number. */
export function getUnreadCount({ signal }: Call = {}) {
  return api.get('/notifications/unread-count', UnreadCountSchema, { signal });
}

/** PATCH /api/notifications/{id}/read (another person's notice answers 404). */
export function markNotificationRead(id: string) {
  return api.patch(`/notifications/${encodeURIComponent(id)}/read`, {}, ModifiedSchema);
}

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead() {
  return api.post('/notifications/read-all', {}, ModifiedSchema);
}

/** GET /api/notification-settings: e-mail on or off for each kind. */
export function getNotificationSettings({ signal }: Call = {}) {
  return api.get('/notification-settings', NotificationSettingsSchema, { signal });
}

/** PUT /api/notification-settings: the kinds to change; the answer is every kind's setting. */
export function saveNotificationSettings(settings: UpdateNotificationSettings) {
  return api.put('/notification-settings', settings, NotificationSettingsSchema);
}
