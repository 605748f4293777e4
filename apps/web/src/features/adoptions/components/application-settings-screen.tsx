import {
  applicationTexts as t,
  MAX_QUESTIONS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  texts,
  type ApplicationSettings,
} from '@pet-adoption/shared';
import { useEffect, useId, useState } from 'react';
import { useActionData } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useHydrated } from '@/lib/use-hydrated';
import { useApplicationSettings } from '../api/applications';
import {
  applyIntent,
  draftFromSettings,
  draftFromValues,
  INTENT_FIELD,
  intentValue,
  QUESTIONS_FIELD,
  questionField,
  SETTINGS_FIELDS,
  TERMS_FIELD,
  type DraftFocus,
  type DraftQuestion,
  type SettingsDraft,
  type SettingsIntent,
} from '../settings-form';
import { LongTextField } from './long-text-field';

const title = texts.titles.dashboardScreen(t.settingsHeading);

/** Add, Remove or a move that the route's action applied (a form sent without scripts). */
function useDraftAnswer(): { draft: Record<string, string>; focus: DraftFocus | null } | undefined {
  const answer: unknown = useActionData();
  if (typeof answer !== 'object' || answer === null || !('draft' in answer)) return undefined;
  return answer as { draft: Record<string, string>; focus: DraftFocus | null };
}

/**
 * applicationSettings: the questions every adopter of my pets answers, and my adoption terms.
 * Save sends the form to the route's action, with scripts or without
 * (actions/application-settings.server.ts). Add, Remove and the moves are the form's buttons
 * too, which the action applies to the posted list when the browser sends them; with scripts
 * they change the list in the page instead, focus and announcement included.
 */
export function ApplicationSettingsScreen() {
  const settings = useApplicationSettings();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={useRefusedTitle(title)} />
      <PageHeading>{t.settingsHeading}</PageHeading>
      <p>{t.settingsIntro}</p>
      <QueryBoundary
        query={settings}
        pending={<Spinner label="Loading questions" className="mx-auto block" />}
      >
        {(saved) => <ApplicationSettingsForm saved={saved} />}
      </QueryBoundary>
    </div>
  );
}

/** The name a question goes by in its buttons' names: its words, or its number while empty. */
const nameOf = (question: DraftQuestion, index: number) =>
  question.label.trim() || t.questionNumber(index + 1);

function ApplicationSettingsForm({ saved }: { saved: ApplicationSettings }) {
  const refusal = useFormRefusal();
  const draftAnswer = useDraftAnswer();
  const [draft, setDraft] = useState<SettingsDraft>(() => {
    if (draftAnswer) return draftFromValues(draftAnswer.draft);
    if (refusal) return draftFromValues(refusal.values);
    return draftFromSettings(saved);
  });
  const form = useActionForm(SETTINGS_FIELDS);
  const { errors, fieldId, clear, sent } = form;
  // Saved, the list is shown as the server keeps it once it is read again.
  const [savedShown, setSavedShown] = useState(saved);
  if (sent > 0 && saved !== savedShown) {
    setSavedShown(saved);
    setDraft(draftFromSettings(saved));
  }
  const hydrated = useHydrated();
  const listHeadingId = useId();
  const addId = useId();
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes after a change with scripts; the action's own (without them) is `autoFocus`.
  const [focus, setFocus] = useState<DraftFocus | null>(null);
  const [arrival, setArrival] = useState(draftAnswer?.focus ?? null);

  const controlId = (target: DraftFocus) => {
    if (target.to === 'add') return addId;
    if (target.to === 'label') return fieldId(questionField(target.index, 'label'));
    return `${fieldId(`questions.${target.index}`)}-${target.to}`;
  };

  useEffect(() => {
    if (focus) document.getElementById(controlId(focus))?.focus();
    // controlId reads only ids that do not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const isArrival = (target: DraftFocus) =>
    arrival !== null && controlId(arrival) === controlId(target);

  const change = (intent: SettingsIntent) => {
    const applied = applyIntent(draft, intent);
    if (!applied) return;
    setArrival(null);
    // The messages name fields by their place, which has just changed.
    clear();
    setDraft(applied.draft);
    setFocus(applied.focus);
    const count = applied.draft.questions.length;
    if (intent.kind === 'add') setAnnouncement(t.questionAdded(count));
    if (intent.kind === 'remove') {
      setAnnouncement(t.questionRemoved(nameOf(draft.questions[intent.index]!, intent.index)));
    }
    if (intent.kind === 'up' || intent.kind === 'down') {
      const moved = applied.focus.to === 'add' ? 0 : applied.focus.index;
      setAnnouncement(
        t.questionMoved(nameOf(draft.questions[intent.index]!, moved), moved + 1, count),
      );
    }
  };

  const update = (index: number, patch: Partial<DraftQuestion>) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, at) =>
        at === index ? { ...question, ...patch } : question,
      ),
    }));

  const count = draft.questions.length;
  const moveButton = 'btn btn-sm btn-outline';

  return (
    <ActionForm
      form={form}
      fields={SETTINGS_FIELDS}
      submitLabel={t.save}
      legend={false}
      className="flex flex-col gap-6"
    >
      {/* Enter in a field saves: the form's first submit button is the one it presses. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t.save}
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-4">
        <h2 id={listHeadingId} className="text-xl font-semibold">
          {t.questionsHeading}
        </h2>
        {count === 0 && <p className="rounded-box bg-base-200 p-4">{t.noQuestions}</p>}
        <ol className="flex flex-col gap-4">
          {draft.questions.map((question, index) => {
            const name = nameOf(question, index);
            const buttonId = (to: 'up' | 'down') => controlId({ to, index });
            const showOptions = !hydrated || question.type === 'choice';
            return (
              <li key={question.id}>
                <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
                  <legend className="px-1 font-semibold">{t.questionNumber(index + 1)}</legend>
                  <input type="hidden" name={questionField(index, 'id')} value={question.id} />
                  <TextField
                    label={t.questionLabel}
                    name={questionField(index, 'label')}
                    id={fieldId(questionField(index, 'label'))}
                    value={question.label}
                    onChange={(event) => update(index, { label: event.target.value })}
                    error={errors[questionField(index, 'label')]}
                    autoFocus={isArrival({ to: 'label', index })}
                    aria-required="true"
                  />
                  <SelectField
                    label={t.typeLabel}
                    name={questionField(index, 'type')}
                    id={fieldId(questionField(index, 'type'))}
                    value={question.type}
                    onChange={(event) => update(index, { type: event.target.value })}
                    error={errors[questionField(index, 'type')]}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {QUESTION_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </SelectField>
                  {showOptions && (
                    <LongTextField
                      label={t.optionsLabel}
                      hint={t.optionsHint}
                      name={questionField(index, 'options')}
                      id={fieldId(questionField(index, 'options'))}
                      value={question.options}
                      onChange={(event) => update(index, { options: event.target.value })}
                      error={errors[questionField(index, 'options')]}
                    />
                  )}
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      name={questionField(index, 'required')}
                      checked={question.required}
                      onChange={(event) => update(index, { required: event.target.checked })}
                      className="checkbox checkbox-primary"
                    />
                    <span>{t.requiredLabel}</span>
                  </label>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      name={INTENT_FIELD}
                      value={intentValue('up', index)}
                      id={buttonId('up')}
                      className={moveButton}
                      aria-label={t.moveUp(name)}
                      disabled={index === 0}
                      autoFocus={isArrival({ to: 'up', index })}
                      onClick={(event) => {
                        event.preventDefault();
                        change({ kind: 'up', index });
                      }}
                    >
                      <span aria-hidden="true">↑</span> {t.up}
                    </button>
                    <button
                      type="submit"
                      name={INTENT_FIELD}
                      value={intentValue('down', index)}
                      id={buttonId('down')}
                      className={moveButton}
                      aria-label={t.moveDown(name)}
                      disabled={index === count - 1}
                      autoFocus={isArrival({ to: 'down', index })}
                      onClick={(event) => {
                        event.preventDefault();
                        change({ kind: 'down', index });
                      }}
                    >
                      <span aria-hidden="true">↓</span> {t.down}
                    </button>
                    <button
                      type="submit"
                      name={INTENT_FIELD}
                      value={intentValue('remove', index)}
                      className="btn btn-sm btn-outline btn-error"
                      aria-label={t.removeQuestion(name)}
                      onClick={(event) => {
                        event.preventDefault();
                        change({ kind: 'remove', index });
                      }}
                    >
                      {t.remove}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {errors[QUESTIONS_FIELD] && (
          <p id={fieldId(QUESTIONS_FIELD)} tabIndex={-1} className="text-sm text-error">
            {errors[QUESTIONS_FIELD]}
          </p>
        )}
        {count >= MAX_QUESTIONS ? (
          <p className="text-sm">{t.maxQuestions}</p>
        ) : (
          <div>
            <button
              type="submit"
              name={INTENT_FIELD}
              value="add"
              id={addId}
              className="btn btn-outline"
              autoFocus={isArrival({ to: 'add' })}
              onClick={(event) => {
                event.preventDefault();
                change({ kind: 'add' });
              }}
            >
              {t.addQuestion}
            </button>
          </div>
        )}
      </section>
      <TextAreaField
        label={t.termsLabel}
        name={TERMS_FIELD}
        id={fieldId(TERMS_FIELD)}
        hint={t.termsHint}
        rows={6}
        defaultValue={draft.terms}
        error={errors[TERMS_FIELD]}
      />
    </ActionForm>
  );
}
