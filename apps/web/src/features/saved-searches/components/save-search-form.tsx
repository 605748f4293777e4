import {
  ALERT_FREQUENCIES,
  alertFrequencyLabels,
  describePetSearch,
  readPetSearch,
} from '@pet-adoption/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { TextField } from '@/components/ui/text-field';
import { useActionForm } from '@/lib/use-action-form';
import { SAVE_SEARCH_FIELDS, SAVE_SEARCH_INTENT, saveSearchTexts as t } from '../save-search-texts';

const WHICH = { intent: SAVE_SEARCH_INTENT };
const MAX_NAME = 100;

type SaveSearchFormProps = {
  /** The listing's search as its address writes it (`category=dog&size=small`). */
  query: string;
  /** Signed out, the form is a link to sign in that comes back to this search. */
  signedIn: boolean;
  loginHref: string;
  /** Where the saved searches are listed. */
  savedSearchesHref: string;
};

/**
 * "Save this search" on Pet listing: a name (suggested from the filters) and how often new
 * matches are e-mailed. It opens as a disclosure, so it takes no room until asked for. The form
 * goes to the listing's route action with scripts or without (actions/save-search.server.ts),
 * which saves it and comes back to the same search saying so.
 */
export function SaveSearchForm({
  query,
  signedIn,
  loginHref,
  savedSearchesHref,
}: SaveSearchFormProps) {
  const form = useActionForm(SAVE_SEARCH_FIELDS, { which: WHICH });
  const { field, errors, fieldId, sent, arrivedRefused } = form;
  // The search last saved here: the way to the list stays until another search is shown.
  const [saved, setSaved] = useState({ sent, query: '' });
  if (saved.sent !== sent) setSaved({ sent, query });
  const headingId = useId();
  const suggested = describePetSearch(readPetSearch(new URLSearchParams(query))).slice(0, MAX_NAME);

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100">
      <details open={arrivedRefused || undefined} className="group">
        <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-box p-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2">
          <span id={headingId}>{t.heading}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="flex max-w-2xl flex-col gap-4 px-4 pb-4">
          <p className="text-sm text-base-content/80">{t.intro}</p>
          {signedIn ? (
            <ActionForm
              form={form}
              fields={SAVE_SEARCH_FIELDS}
              submitLabel={t.submit}
              alertClassName="alert alert-error"
            >
              <input type="hidden" name="intent" value={SAVE_SEARCH_INTENT} />
              <input type="hidden" name="query" value={query} />
              <TextField
                label={t.nameLabel}
                required
                maxLength={MAX_NAME}
                hint={t.nameHint}
                {...field('name')}
                defaultValue={field('name').defaultValue ?? suggested}
                // A new search in the address suggests its own name.
                key={query}
              />
              <fieldset
                className="flex flex-col gap-2"
                aria-describedby={errors.frequency ? `${fieldId('frequency')}-error` : undefined}
              >
                <legend className="mb-1 font-semibold">{t.frequencyLegend}</legend>
                {ALERT_FREQUENCIES.map((frequency, index) => (
                  <label key={frequency} className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="frequency"
                      value={frequency}
                      id={index === 0 ? fieldId('frequency') : undefined}
                      defaultChecked={(field('frequency').defaultValue ?? 'daily') === frequency}
                      aria-invalid={errors.frequency ? true : undefined}
                      className="radio radio-primary"
                    />
                    <span>{alertFrequencyLabels[frequency]}</span>
                  </label>
                ))}
                {errors.frequency && (
                  <p id={`${fieldId('frequency')}-error`} className="text-sm text-error">
                    {errors.frequency}
                  </p>
                )}
              </fieldset>
              {errors.query && (
                <p id={fieldId('query')} tabIndex={-1} className="text-sm text-error">
                  {errors.query}
                </p>
              )}
              {/* Saved, the page says so at its top; the list it joined is a step away. */}
              {saved.sent > 0 && saved.query === query && (
                <p className="text-sm">
                  <Link to={savedSearchesHref} className="link">
                    {t.seeAll}
                  </Link>
                </p>
              )}
            </ActionForm>
          ) : (
            <Link to={loginHref} className="btn btn-primary self-start">
              {t.signInToSave}
            </Link>
          )}
        </div>
      </details>
    </section>
  );
}
