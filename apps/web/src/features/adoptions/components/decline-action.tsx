import { adoptionTexts, DECLINE_NOTE_MAX } from '@pet-adoption/shared';
import { useId, useRef } from 'react';
import { ActionName } from '@/components/ui/action-name';

type DeclineActionProps = {
  /** The request to decline. */
  id: string;
  /** Whose request, said after the label and the button ("Cleo Cruz for Milo"). */
  about: string;
  disabled: boolean;
  /** With scripts: decline in the page with the reason typed (null for none). */
  onDecline: (note: string | null, button: HTMLButtonElement) => void;
};

/**
 * Decline, with the reason the applicant sees, as a form of its own like a row's other buttons
 * (RowAction): sent by the browser it posts `intent`, `id` and `note` to the table's route
 * action; with scripts `onDecline` does it in the page.
 */
export function DeclineAction({ id, about, disabled, onDecline }: DeclineActionProps) {
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <form
      method="post"
      className="flex min-w-40 flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const note = new FormData(event.currentTarget).get('note');
        const text = typeof note === 'string' ? note.trim() : '';
        if (button.current) onDecline(text === '' ? null : text, button.current);
      }}
    >
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={noteId} className="text-sm font-medium">
        <ActionName text={adoptionTexts.declineReason} about={`for ${about}`} />
      </label>
      <textarea
        id={noteId}
        name="note"
        rows={2}
        maxLength={DECLINE_NOTE_MAX}
        className="textarea textarea-sm w-full"
      />
      <button
        ref={button}
        type="submit"
        className="btn btn-sm btn-outline self-start"
        disabled={disabled}
      >
        <ActionName text={adoptionTexts.decline} about={about} />
      </button>
    </form>
  );
}
