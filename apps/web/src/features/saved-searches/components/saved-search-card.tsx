import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  alertFrequencyLabels,
  describePetSearch,
  readPetSearch,
  type SavedSearch,
  savedSearchTexts,
  TOASTS,
  UpdateSavedSearchSchema,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { RowAction } from '@/components/ui/row-action';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { savedSearchesTexts as t } from '../save-search-texts';

type SavedSearchCardProps = {
  search: SavedSearch;
  runHref: string;
  onDelete: () => void;
};

const MAX_NAME = 100;

/**
 * One saved search: its name, what it looks for in words, how often it e-mails, whether it is
 * paused, and its forms. Each form carries its intent and the search's id, so the browser can
 * send it to the page's route action without scripts; with them it calls the API in place.
 */
export function SavedSearchCard({ search, runHref, onDelete }: SavedSearchCardProps) {
  const update = useUpdateSavedSearch();
  const [nameError, setNameError] = useState<string | null>(null);
  const headingId = useId();
  const nameId = useId();
  const frequencyId = useId();
  const words = describePetSearch(readPetSearch(new URLSearchParams(search.query)));
  const label = (action: string) => `${action}: ${search.name}`;

  const change = (changes: Parameters<typeof update.mutate>[0]['changes'], done: string) =>
    update.mutate(
      { id: search._id, changes },
      {
        onSuccess: () => toast.success(done, { duration: TOASTS.dashboardSuccessMs }),
        onError: (error) => toast.error(error.message),
      },
    );

  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = UpdateSavedSearchSchema.safeParse({
      name: new FormData(event.currentTarget).get('name'),
    });
    if (!parsed.success || parsed.data.name === undefined) {
      setNameError(parsed.error?.issues[0]?.message ?? 'Give the search a name.');
      document.getElementById(nameId)?.focus();
      return;
    }
    setNameError(null);
    change({ name: parsed.data.name }, savedSearchTexts.updated(parsed.data.name));
  };

  const onFrequency = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const frequency = new FormData(event.currentTarget).get('frequency') as AlertFrequency;
    change({ frequency }, savedSearchTexts.updated(search.name));
  };

  return (
    <li
      aria-labelledby={headingId}
      className="card border border-base-300 bg-base-100 shadow-sm"
      data-row-key={search._id}
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="card-title break-words text-lg">
            {search.name}
          </h2>
          <span className={`badge ${search.paused ? 'badge-warning' : 'badge-success'}`}>
            <span className="sr-only">{t.status}: </span>
            {search.paused ? t.paused : t.active}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t.looksFor}</dt>
          <dd className="break-words">{words}</dd>
          <dt className="font-semibold">{t.frequency}</dt>
          <dd>{alertFrequencyLabels[search.frequency]}</dd>
        </dl>

        <form method="post" onSubmit={onRename} noValidate className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={search._id} />
          <label htmlFor={nameId} className="text-sm font-semibold">
            {t.nameLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={nameId}
              name="name"
              defaultValue={search.name}
              required
              maxLength={MAX_NAME}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              className={`input input-sm w-full ${nameError ? 'input-error' : ''}`}
            />
            <button type="submit" className="btn btn-outline btn-sm">
              {t.rename}
              <span className="sr-only"> {search.name}</span>
            </button>
          </div>
          {nameError && (
            <p id={`${nameId}-error`} className="text-sm text-error">
              {nameError}
            </p>
          )}
        </form>

        <form method="post" onSubmit={onFrequency} className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="frequency" />
          <input type="hidden" name="id" value={search._id} />
          <input type="hidden" name="name" value={search.name} />
          <label htmlFor={frequencyId} className="text-sm font-semibold">
            {t.frequencyLabel}
          </label>
          <div className="flex gap-2">
            <select
              id={frequencyId}
              name="frequency"
              defaultValue={search.frequency}
              className="select select-sm w-full"
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {alertFrequencyLabels[frequency]}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-outline btn-sm">
              {t.saveFrequency}
              <span className="sr-only"> {label('how often')}</span>
            </button>
          </div>
        </form>

        <div className="flex flex-wrap gap-2">
          <Link to={runHref} className="btn btn-primary btn-sm">
            {t.run}
            <span className="sr-only">: {search.name}</span>
          </Link>
          <RowAction
            intent={search.paused ? 'resume' : 'pause'}
            id={search._id}
            fields={{ name: search.name }}
            className="btn btn-outline btn-sm"
            onAction={() =>
              change(
                { paused: !search.paused },
                search.paused
                  ? savedSearchTexts.resumed(search.name)
                  : savedSearchTexts.paused(search.name),
              )
            }
          >
            {search.paused ? t.resume : t.pause}
            <span className="sr-only">: {search.name}</span>
          </RowAction>
          <RowAction
            intent="delete"
            id={search._id}
            fields={{ name: search.name }}
            className="btn btn-error btn-outline btn-sm"
            onAction={onDelete}
          >
            {t.delete}
            <span className="sr-only">: {search.name}</span>
          </RowAction>
        </div>
      </div>
    </li>
  );
}
