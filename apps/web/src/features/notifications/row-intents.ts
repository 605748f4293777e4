/**
 * What the notifications screen's forms ask its route action when the browser sends them itself
 * (actions/notifications.server.ts): mark one notice read, or all of them (`id` is then `all`).
 */
export const NOTIFICATION_INTENTS = ['read', 'readAll'] as const;
