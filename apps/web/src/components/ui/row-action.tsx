import { TOASTS, texts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useFetcher } from 'react-router';
import { InPlaceField } from '@/components/forms/in-place-field';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { ConfirmDialog } from './confirm-dialog';
import { useRowFocus, type ControlFate } from './row-focus';

/*
 * A dashboard table's row buttons on one road (docs/decisions/049, 093): each is a form of its
 * own posting `intent` and `id` to the table's route action (lib/table-action.server.ts,
 * answerRow), whoever sends it. The browser sends it before the page's scripts have run, or
 * without them, and comes back to the table with the action's notice, or to the page that asks
 * first; once they run, React Router sends it with fetch and the same answer shows where the row
 * is: the notice as a toast, a refusal as a toast (or where the table says), and what asks first
 * asks in a dialog whose 'Yes' sends the same form, confirmed.
 */

/** What a row's button asks before its action: the dialog's words (the delete question's). */
export type RowQuestion = {
  title?: string;
  text?: string;
  confirmLabel?: string;
  /** Cancel where the action is hard to undo and a quick Enter must not set it off (a ban). */
  initialFocus?: 'confirm' | 'cancel';
};

/** 'Are you sure?': what a Delete asks. */
export const DELETE_QUESTION: RowQuestion = {
  title: texts.confirmDelete.title,
  text: texts.confirmDelete.text,
  confirmLabel: texts.confirmDelete.confirm,
};

/** A row's answer, sent back in place: done (with its notice) or refused (with its sentence). */
type RowAnswer = { done: string | null } | { refused: string };

/** The route action's answer in place (lib/table-action.server.ts, answerRow), if it is one. */
function answerOf(data: unknown): RowAnswer | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('done' in data) return { done: typeof data.done === 'string' ? data.done : null };
  if (!('refusal' in data)) return null;
  const { refusal } = data;
  const message =
    typeof refusal === 'object' && refusal !== null && 'message' in refusal
      ? refusal.message
      : null;
  return { refused: typeof message === 'string' ? message : texts.forms.unexpected };
}

/** The row whose question the dialog asks: its form, and the fetcher that sends it. */
type Asked = { question: RowQuestion; form: string; fetcher: string };

/** What a table hands each of its RowButtons (useRowActions). */
export type RowActions = {
  /** A row's control was used, or opened a question: focus is kept near it once it is done. */
  track: (control: HTMLElement, fate: ControlFate) => void;
  ask: (asked: Asked) => void;
  answered: (
    fetcher: string,
    answer: RowAnswer,
    showRefusal?: (message: string | null) => void,
  ) => void;
};

/**
 * A table's row buttons, together: focus kept in the table after each (row-focus.ts), the
 * answers shown as toasts, the reads on screen refreshed after each action, and the one dialog
 * for the rows that ask first. The table puts `scopeRef` on its scope and `dialog` inside it.
 */
export function useRowActions() {
  const { scopeRef, trackAction, settleAction } = useRowFocus();
  const [asked, setAsked] = useState<Asked | null>(null);
  const askedFetcher = useFetcher({ key: asked?.fetcher });
  useFreshAfterActions();

  const actions: RowActions = {
    track: trackAction,
    ask: setAsked,
    answered: (fetcher, answer, showRefusal) => {
      setAsked((current) => (current?.fetcher === fetcher ? null : current));
      if ('done' in answer) {
        if (answer.done) toast.success(answer.done, { duration: TOASTS.dashboardSuccessMs });
        showRefusal?.(null);
        settleAction('done');
        return;
      }
      if (showRefusal) showRefusal(answer.refused);
      else toast.error(answer.refused);
      settleAction('failed');
    },
  };

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      {...asked?.question}
      confirmForm={asked?.form ?? ''}
      busy={askedFetcher.state !== 'idle'}
      onCancel={() => setAsked(null)}
    />
  );
  return { scopeRef, actions, dialog };
}

type RowButtonProps = {
  actions: RowActions;
  /** What the table's route action is asked to do ('delete', 'adopted'). */
  intent: string;
  /** The record the row shows. */
  id: string;
  /** Anything else the action needs, as the state to set ({ adopted: 'true' }). */
  fields?: Readonly<Record<string, string>>;
  /** The route whose action answers, where it is not the page's own. */
  action?: string;
  /** Whether the button stays once done or gives way (row-focus.ts). */
  fate: ControlFate;
  /** Asked first: in the dialog with scripts; without them, on the page the action sends to. */
  question?: RowQuestion;
  /** Where a refusal's sentence shows, if not as a toast; null once one goes through. */
  showRefusal?: (message: string | null) => void;
  className: string;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * A row's button, as a form of its own (`display: contents`: the buttons sit as they would
 * alone). It waits, disabled, while its form is on its way.
 */
export function RowButton({
  actions,
  intent,
  id,
  fields = {},
  action,
  fate,
  question,
  showRefusal,
  className,
  disabled = false,
  children,
}: RowButtonProps) {
  const key = useId();
  const formId = `${key}form`;
  const fetcher = useFetcher<unknown>({ key });
  const button = useRef<HTMLButtonElement>(null);
  const onAnswer = useEffectEvent((answer: RowAnswer) =>
    actions.answered(key, answer, showRefusal),
  );
  // Each answer once: a button shown again (a page back) keeps the one it had.
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    const answer = answerOf(fetcher.data);
    if (answer) onAnswer(answer);
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      id={formId}
      action={action}
      className="contents"
      onSubmit={(event) => {
        if (button.current) actions.track(button.current, fate);
        // The dialog's 'Yes' sends this form with `confirmed`; the row's own button asks first.
        const { submitter } = event.nativeEvent as SubmitEvent;
        if (question && submitter?.getAttribute('name') !== 'confirmed') {
          event.preventDefault();
          actions.ask({ question, form: formId, fetcher: key });
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <InPlaceField />
      <button
        ref={button}
        type="submit"
        className={className}
        disabled={disabled || fetcher.state === 'submitting'}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}
