import { ApplicationSettingsSchema, fieldErrorsOf, texts } from '@pet-adoption/shared';
import { data } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { refuse, succeed } from '@/lib/form-action.server';
import { saveApplicationSettings } from '../api/application-requests';
import {
  applyIntent,
  draftFromForm,
  draftValues,
  formFieldErrors,
  INTENT_FIELD,
  parseIntent,
  settingsInput,
  type DraftFocus,
} from '../settings-form';

/** Add, Remove or a move sent without scripts: the form again, changed, not yet saved. */
export type SettingsDraftAnswer = { draft: Record<string, string>; focus: DraftFocus | null };

/**
 * The application settings form as its route action reads it. Add, Remove and the moves (sent
 * by the browser itself: with scripts they change the list in the page) change the posted list
 * and show the form again, nothing saved until Save; Save, with scripts or without, checks with
 * the shared schema and saves as the visitor, then back to the form with its notice.
 */
export async function actOnApplicationSettings(request: Request) {
  const form = await request.formData();
  const draft = draftFromForm(form);
  const intent = parseIntent(form.get(INTENT_FIELD));
  if (intent.kind !== 'save') {
    const applied = applyIntent(draft, intent);
    const answer: SettingsDraftAnswer = {
      draft: draftValues(applied?.draft ?? draft),
      focus: applied?.focus ?? null,
    };
    return data(answer);
  }
  const values = draftValues(draft);
  const parsed = ApplicationSettingsSchema.safeParse(settingsInput(draft));
  if (!parsed.success) {
    return refuse({
      fields: formFieldErrors(fieldErrorsOf(parsed.error.issues)),
      message: null,
      values,
    });
  }
  try {
    await saveApplicationSettings(parsed.data);
  } catch (error) {
    const fields = error instanceof ApiError ? formFieldErrors(error.fields) : {};
    if (Object.keys(fields).length > 0) return refuse({ fields, message: null, values });
    return refuse({
      fields: {},
      message: error instanceof Error && error.message ? error.message : texts.forms.unexpected,
      values,
    });
  }
  return succeed(paths.dashboard.applicationSettings.getHref(), {
    key: 'applicationSettingsSaved',
  });
}
