import {
  ALERT_FREQUENCIES,
  alertFrequencyLabels,
  describePetSearch,
  readPetSearch,
  type SavedSearch,
} from '@pet-adoption/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { useActionForm } from '@/lib/use-action-form';
import { savedSearchesTexts as t, type SavedSearchIntent } from '../save-search-texts';

type SavedSearchCardProps = {
  search: SavedSearch;
  runHref: string;
  /** Delete was pressed with scripts: the page asks first in a dialog. */
  onDelete: () => void;
};

const MAX_NAME = 100;
const NAME_FIELD = ['name'] as const;
const NO_FIELDS = [] as const;

/**
 * One saved search: its name, what it looks for in words, how often it e-mails, whether it is
 * paused, and its forms. Each form carries its intent and the search's id to the page's route
 * action (actions/saved-searches.server.ts), with scripts or without; the list comes back
 * saying what was done.
 */
export function SavedSearchCard({ search, runHref, onDelete }: SavedSearchCardProps) {
  const headingId = useId();
  const frequencyId = useId();
  const words = describePetSearch(readPetSearch(new URLSearchParams(search.query)));
  const label = (action: string) => `${action}: ${search.name}`;

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

        <RenameForm search={search} />

        <CardForm search={search} intent="frequency" className="flex flex-col gap-1">
          {(pending) => (
            <>
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
                <SubmitButton pending={pending} className="btn btn-outline btn-sm">
                  {t.saveFrequency}
                  <span className="sr-only"> {label('how often')}</span>
                </SubmitButton>
              </div>
            </>
          )}
        </CardForm>

        <div className="flex flex-wrap gap-2">
          <Link to={runHref} className="btn btn-primary btn-sm">
            {t.run}
            <span className="sr-only">: {search.name}</span>
          </Link>
          <CardForm search={search} intent={search.paused ? 'resume' : 'pause'}>
            {(pending) => (
              <SubmitButton pending={pending} className="btn btn-outline btn-sm">
                {search.paused ? t.resume : t.pause}
                <span className="sr-only">: {search.name}</span>
              </SubmitButton>
            )}
          </CardForm>
          <CardForm
            search={search}
            intent="delete"
            onSubmit={(event) => {
              // The dialog asks first, and its Yes sends the deletion, confirmed.
              event.preventDefault();
              onDelete();
            }}
          >
            {() => (
              <button type="submit" className="btn btn-error btn-outline btn-sm">
                {t.delete}
                <span className="sr-only">: {search.name}</span>
              </button>
            )}
          </CardForm>
        </div>
      </div>
    </li>
  );
}

type CardFormProps = {
  search: SavedSearch;
  intent: SavedSearchIntent;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's controls, told whether it is on its way. */
  children: (pending: boolean) => ReactNode;
};

/**
 * One of the card's forms: its intent, the search's id and name (the notice names it), to the
 * page's route action. The buttons sit as they would without it (`display: contents`).
 */
function CardForm({ search, intent, className = 'contents', onSubmit, children }: CardFormProps) {
  const { pending } = useActionForm(NO_FIELDS, { which: { intent, id: search._id } });
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else onSubmit?.(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={search._id} />
      <input type="hidden" name="name" value={search.name} />
      {children(pending)}
    </Form>
  );
}

/** The search's new name: a message under the field when the action refuses it. */
function RenameForm({ search }: { search: SavedSearch }) {
  const form = useActionForm(NAME_FIELD, { which: { intent: 'rename', id: search._id } });
  const { formRef, pending } = form;
  const { error, ...name } = form.field('name');
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={search._id} />
      <label htmlFor={name.id} className="text-sm font-semibold">
        {t.nameLabel}
      </label>
      <div className="flex gap-2">
        <input
          {...name}
          defaultValue={name.defaultValue ?? search.name}
          required
          maxLength={MAX_NAME}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name.id}-error` : undefined}
          className={`input input-sm w-full ${error ? 'input-error' : ''}`}
        />
        <SubmitButton pending={pending} className="btn btn-outline btn-sm">
          {t.rename}
          <span className="sr-only"> {search.name}</span>
        </SubmitButton>
      </div>
      {error && (
        <p id={`${name.id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </Form>
  );
}
