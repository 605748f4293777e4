import { TOASTS, texts } from '@pet-adoption/shared';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useFetcher } from 'react-router';
import { useRowFocus, type ControlFate } from '@/components/ui/row-focus';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { InPlaceField } from '@/components/forms/in-place-field';
import { ANSWER_IN_PLACE } from '@/lib/answer-in-place';

/*
 * A request table's row buttons on one road (docs/decisions/049, 093): each is a form of its own
 * posting `intent` and `id` to the table's route action (actions/*-requests.server.ts), whoever
 * sends it. The browser sends it before the page's scripts have run, or without them, and comes
 * back to the table with the action's notice, or to the page that asks first. Once they run,
 * React Router sends it with fetch, carrying ANSWER_IN_PLACE: the action answers where the row
 * is, and the page says what was done (with the row's own names) or the server's refusal as a
 * toast, keeping focus in the table (row-focus.ts).
 */

/** What the page says once a row's form is answered, and what else follows then. */
type Deed = { said: string; onAnswered?: () => void };

/** The row's form the table waits for: the fetcher that sends it, by its key. */
type Watched = Deed & { key: string };

/** Watched while nothing is on its way: a fetcher that never sends. */
const NOTHING = 'request-rows:nothing';

function refusalOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('refusal' in data)) return null;
  const { refusal } = data;
  const message =
    typeof refusal === 'object' && refusal !== null && 'message' in refusal
      ? refusal.message
      : null;
  return typeof message === 'string' && message !== '' ? message : texts.forms.unexpected;
}

const isDone = (data: unknown) => typeof data === 'object' && data !== null && 'done' in data;

/**
 * A request table's rows, together: focus kept in the table after each deed, the answers said
 * as toasts, the reads on screen refreshed after each. The answer is waited for here, not in
 * the row: a row its deed removes (Reject) is gone before its answer has been said.
 */
export function useRequestRows() {
  const { scopeRef, trackAction, settleAction } = useRowFocus();
  const [watched, setWatched] = useState<Watched | null>(null);
  const fetcher = useFetcher({ key: watched?.key ?? NOTHING });
  const sending = useRef(false);
  useFreshAfterActions();
  // Focus moves once the table shows the deed's outcome: the reads it set off have come back.
  const queryClient = useQueryClient();
  const reading = useIsFetching() > 0;
  const settling = useRef<'done' | 'failed' | null>(null);

  useEffect(() => {
    if (watched && fetcher.state !== 'idle') {
      sending.current = true;
    } else if (watched && sending.current) {
      sending.current = false;
      const refused = refusalOf(fetcher.data);
      if (refused !== null) {
        toast.error(refused);
        settling.current = 'failed';
      } else if (isDone(fetcher.data)) {
        toast.success(watched.said, { duration: TOASTS.dashboardSuccessMs });
        settling.current = 'done';
      }
      watched.onAnswered?.();
    }
    // Asked live: the reads an answer sets off start in this same round of effects.
    const outcome = settling.current;
    if (outcome !== null && queryClient.isFetching() === 0) {
      settling.current = null;
      settleAction(outcome);
    }
  }, [watched, fetcher.state, fetcher.data, reading, queryClient, settleAction]);

  const rows = {
    trackAction,
    /** Waits for the form the fetcher `key` sends (now, or once a question is answered). */
    watch: (key: string, deed: Deed) => setWatched({ key, ...deed }),
    /** The question was cancelled: nothing is on its way. */
    forget: () => setWatched(null),
    /** The watched fetcher, on its way: a question's 'Yes' waits for it. */
    busy: watched !== null && fetcher.state !== 'idle',
    /**
     * A deed confirmed in a dialog (Withdraw): the watched row's form, sent with `confirmed`,
     * as the page that asks without scripts sends it.
     */
    sendConfirmed: (fields: Readonly<Record<string, string>>) =>
      void fetcher.submit(
        { ...fields, confirmed: 'yes', [ANSWER_IN_PLACE.name]: ANSWER_IN_PLACE.value },
        { method: 'post' },
      ),
  };
  return { scopeRef, rows };
}

export type RequestRows = ReturnType<typeof useRequestRows>['rows'];

/** One row's fetcher (or one offer's, under a declined request): its forms wait on it. */
export function useRequestRow(key: string) {
  const fetcher = useFetcher({ key });
  return { key, fetcher, busy: fetcher.state !== 'idle' };
}

export type RequestRow = ReturnType<typeof useRequestRow>;

type RequestRowFormProps = {
  rows: RequestRows;
  row: RequestRow;
  /** What the table's route action is asked to do ('accept', 'withdraw'). */
  intent: string;
  /** The request the row shows. */
  id: string;
  /** Anything else the action needs ({ petId }). */
  fields?: Readonly<Record<string, string>>;
  /** Said beside the row once done. */
  said: string;
  /** Once the answer has come, whatever it is (the question closes). */
  onAnswered?: () => void;
  /** Whether the pressed button stays once done or gives way (row-focus.ts). */
  fate: ControlFate;
  /**
   * Asked first, with scripts: the press opens the question instead, whose 'Yes' sends the row
   * confirmed (sendConfirmed); without them the action asks on a page of its own.
   */
  onAsk?: () => void;
  className: string;
  children: ReactNode;
};

/** A row's form: the buttons (and a reason, for Decline) inside it are the page's own. */
export function RequestRowForm({
  rows,
  row,
  intent,
  id,
  fields = {},
  said,
  onAnswered,
  fate,
  onAsk,
  className,
  children,
}: RequestRowFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (row.busy) {
      event.preventDefault();
      return;
    }
    const button = (event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget;
    rows.trackAction(button, fate);
    rows.watch(row.key, { said, ...(onAnswered && { onAnswered }) });
    if (onAsk) {
      event.preventDefault();
      onAsk();
    }
  };
  return (
    <row.fetcher.Form method="post" className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <InPlaceField />
      {children}
    </row.fetcher.Form>
  );
}

type RequestRowButtonProps = Omit<RequestRowFormProps, 'className'> & {
  className: string;
  disabled?: boolean;
};

/** A row's button, as a form of its own that takes no room (`display: contents`). */
export function RequestRowButton({
  className,
  disabled = false,
  children,
  ...form
}: RequestRowButtonProps) {
  return (
    <RequestRowForm {...form} className="contents">
      <button type="submit" className={className} disabled={disabled || form.row.busy}>
        {children}
      </button>
    </RequestRowForm>
  );
}
