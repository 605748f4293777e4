import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, texts } from '@pet-adoption/shared';
import { useId } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useActionForm } from '@/lib/use-action-form';
import { useNotificationSettings } from '../api/notifications';

const t = texts.notifications;
/** Checkboxes only: nothing a person can get wrong, only the server's sentence for the form. */
const NO_FIELDS = [] as const;

/**
 * settings: which notices are also e-mailed, one checkbox per kind. The form goes to the route's
 * action with scripts or without (actions/notification-settings.server.ts), which saves it and
 * says so on the page it comes back to.
 */
export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  const form = useActionForm(NO_FIELDS);
  const hintId = useId();

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.settingsHeading)} />
      <PageHeading>{t.settingsHeading}</PageHeading>
      <QueryBoundary
        query={settings}
        pending={<Spinner label="Loading settings" className="mx-auto block" />}
      >
        {({ email }) => (
          <ActionForm
            form={form}
            fields={NO_FIELDS}
            submitLabel={t.save}
            legend={false}
            alertClassName="alert alert-error"
          >
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
          </ActionForm>
        )}
      </QueryBoundary>
    </div>
  );
}
