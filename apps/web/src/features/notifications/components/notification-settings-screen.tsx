import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, texts } from '@pet-adoption/shared';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';
import { settingsFromForm } from '../settings-form';

const t = texts.notifications;

/**
 * settings: which notices are also e-mailed, one checkbox per kind. Sent before the page's
 * script runs, or without one, the form goes to the route's action, which saves it the same way
 * (actions/notification-settings.server.ts).
 */
export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const refusal = useFormRefusal();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(settingsFromForm(new FormData(event.currentTarget)), {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.settingsHeading)} />
      <PageHeading>{t.settingsHeading}</PageHeading>
      <QueryBoundary
        query={settings}
        pending={<Spinner label="Loading settings" className="mx-auto block" />}
      >
        {({ email }) => (
          <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
            <FormAlert
              alert={refusal?.message ? { message: refusal.message, key: 0 } : null}
              className="alert alert-error"
              focusOnArrival
            />
            <fieldset aria-describedby={hintId} className="flex flex-col gap-3">
              <legend className="mb-1 text-lg font-semibold">{t.emailLegend}</legend>
              <p id={hintId} className="text-sm text-base-content/80">
                {t.emailHint}
              </p>
              {NOTIFICATION_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    name={kind}
                    defaultChecked={email[kind]}
                    className="checkbox checkbox-primary"
                  />
                  <span>{NOTIFICATION_KIND_LABELS[kind]}</span>
                </label>
              ))}
            </fieldset>
            <div>
              <SubmitButton pending={save.isPending}>{t.save}</SubmitButton>
            </div>
          </form>
        )}
      </QueryBoundary>
    </div>
  );
}
