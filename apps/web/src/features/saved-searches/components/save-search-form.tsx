import {
  ALERT_FREQUENCIES,
  alertFrequencyLabels,
  CreateSavedSearchSchema,
  describePetSearch,
  readPetSearch,
  savedSearchTexts,
} from '@pet-adoption/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useSaveSearch } from '../api/saved-searches';
import { SAVE_SEARCH_INTENT, saveSearchTexts as t } from '../save-search-texts';

const FIELDS = ['name', 'frequency', 'query'] as const;
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
 * matches are e-mailed. It opens as a disclosure, so it takes no room until asked for. Sent
 * before the page's script runs, or without one, the form goes to the listing's route action,
 * which saves it the same way and comes back to the same search with the same sentence
 * (actions/save-search.server.ts).
 */
export function SaveSearchForm({
  query,
  signedIn,
  loginHref,
  savedSearchesHref,
}: SaveSearchFormProps) {
  const refusal = useFormRefusal();
  const refusedHere = refusal !== undefined && refusal.values.intent === SAVE_SEARCH_INTENT;
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(FIELDS, refusedHere ? refusal : undefined);
  const save = useSaveSearch();
  // The name saved and the search it was saved for: another search in the address is unsaved.
  const [savedAs, setSavedAs] = useState<{ name: string; query: string } | null>(null);
  const saved = savedAs?.query === query ? savedAs.name : null;
  const savedRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const suggested = describePetSearch(readPetSearch(new URLSearchParams(query))).slice(0, MAX_NAME);

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const data = new FormData(event.currentTarget);
    const parsed = CreateSavedSearchSchema.safeParse({
      name: data.get('name'),
      query: data.get('query'),
      frequency: data.get('frequency'),
    });
    setSavedAs(null);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    save.mutate(parsed.data, {
      onSuccess: () => setSavedAs({ name: parsed.data.name, query }),
      onError: (error) => showFailure(error),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100">
      <details open={refusedHere || undefined} className="group">
        <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-box p-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2">
          <span id={headingId}>{t.heading}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="flex max-w-2xl flex-col gap-4 px-4 pb-4">
          <p className="text-sm text-base-content/80">{t.intro}</p>
          {signedIn ? (
            <form
              ref={formRef}
              method="post"
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-4"
            >
              <input type="hidden" name="intent" value={SAVE_SEARCH_INTENT} />
              <input type="hidden" name="query" value={query} />
              <ErrorSummary
                errors={errors}
                fields={FIELDS}
                fieldId={fieldId}
                focusOnArrival={refusedHere}
              />
              <RequiredLegend />
              <TextField
                label={t.nameLabel}
                name="name"
                required
                maxLength={MAX_NAME}
                id={fieldId('name')}
                defaultValue={sentValue('name') ?? suggested}
                error={errors.name}
                hint={t.nameHint}
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
                      defaultChecked={(sentValue('frequency') ?? 'daily') === frequency}
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
              <FormAlert alert={alert} className="alert alert-error" focusOnArrival={refusedHere} />
              <div role="status">
                {saved && (
                  <p ref={savedRef} tabIndex={-1} className="alert alert-success">
                    <span>
                      {savedSearchTexts.saved(saved)}{' '}
                      <Link to={savedSearchesHref} className="link">
                        {t.seeAll}
                      </Link>
                    </span>
                  </p>
                )}
              </div>
              <SubmitButton pending={save.isPending} className="btn btn-primary self-start">
                {t.submit}
              </SubmitButton>
            </form>
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
