import { texts } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from './modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  text?: string;
  confirmLabel?: string;
  /** While the action runs, the confirm button shows a spinner and both buttons wait. */
  busy?: boolean;
  /**
   * The button focus starts on: the confirm button (the browser's first), or Cancel where the
   * action is hard to undo and a quick Enter must not set it off (a ban).
   */
  initialFocus?: 'confirm' | 'cancel';
  onCancel: () => void;
} & (
  | { onConfirm: () => void; confirmForm?: never }
  | {
      /**
       * The id of the form the confirm button sends, with `confirmed=yes`: the row's own form
       * (RowButton), which without scripts the page that asks sends the same way.
       */
      confirmForm: string;
      onConfirm?: never;
    }
);

/**
 * The delete confirmation ('Are you sure?' / 'You won't be able to revert this!' / 'Yes, delete
 * it!') on a native modal <dialog>: the browser traps focus, makes the page behind inert and closes
 * it on Escape (reported as a cancel). Other actions bring their own words (a ban names the
 * person). Without scripts the same question is a page of its own (ConfirmPage).
 */
export function ConfirmDialog({
  open,
  title = texts.confirmDelete.title,
  text = texts.confirmDelete.text,
  confirmLabel = texts.confirmDelete.confirm,
  busy = false,
  initialFocus = 'confirm',
  onConfirm,
  confirmForm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();

  return (
    <ModalDialog
      open={open}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={initialFocus === 'cancel' ? '[data-confirm-cancel]' : undefined}
      className="text-center"
    >
      <WarningIcon />
      <h2 id={titleId} className="mt-4 text-2xl font-bold">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-base-content/80">
        {text}
      </p>
      <div className="modal-action justify-center">
        {/* `aria-disabled` while busy rather than `disabled`, which would drop focus to the
            dialog's body (WCAG 2.4.3); a press while busy does nothing. */}
        <button
          {...(confirmForm === undefined
            ? { type: 'button' }
            : { type: 'submit', form: confirmForm, name: 'confirmed', value: 'yes' })}
          className="btn btn-error"
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
            else onConfirm?.();
          }}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onCancel();
          }}
          data-confirm-cancel
        >
          {texts.confirmCancel}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The confirmation's sign, in the dialog and on the page. */
export function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mx-auto size-16 text-warning">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
    </svg>
  );
}
