import { NOTIFICATION_KINDS, type NotificationSettings } from '@pet-adoption/shared';

/**
 * The settings form as the API's body: a checkbox per kind, named after it. A browser sends
 * only the ticked ones, so every kind left out is off.
 */
export function settingsFromForm(form: FormData): NotificationSettings {
  return {
    email: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, form.get(kind) === 'on']),
    ) as NotificationSettings['email'],
  };
}
