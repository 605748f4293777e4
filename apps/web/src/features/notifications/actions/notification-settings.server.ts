import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { refuseRowCall } from '@/lib/table-action.server';
import { saveNotificationSettings } from '../api/notification-requests';
import { settingsFromForm } from '../settings-form';

/** The settings form, with scripts or without: saved, then back to the form, which says so. */
export async function saveSettingsForm(request: Request) {
  const settings = settingsFromForm(await request.formData());
  try {
    await saveNotificationSettings(settings);
    return succeed(paths.dashboard.settings.getHref(), { key: 'settingsSaved' });
  } catch (error) {
    return refuseRowCall(error);
  }
}
