import { adoptionTexts, DECLINE_NOTE_MAX } from '@pet-adoption/shared';
import { useId } from 'react';
import { ActionName } from '@/components/ui/action-name';
import { RequestRowForm, type RequestRow, type RequestRows } from './request-row-form';

type DeclineActionProps = {
  rows: RequestRows;
  row: RequestRow;
  /** The request to decline. */
  id: string;
  /** Whose request, said after the label and the button ("Cleo Cruz for Milo"). */
  about: string;
  /** Said beside the row once declined. */
  said: string;
};

/**
 * Decline, with the reason the applicant sees, as a form of its own like the row's other
 * buttons: it posts `intent`, `id` and `note` to the table's route action, with scripts or
 * without.
 */
export function DeclineAction({ rows, row, id, about, said }: DeclineActionProps) {
  const noteId = useId();
  return (
    <RequestRowForm
      rows={rows}
      row={row}
      intent="decline"
      id={id}
      said={said}
      fate="replaced"
      className="flex min-w-40 flex-col gap-1.5"
    >
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
      <button type="submit" className="btn btn-sm btn-outline self-start" disabled={row.busy}>
        <ActionName text={adoptionTexts.decline} about={about} />
      </button>
    </RequestRowForm>
  );
}
