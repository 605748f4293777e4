import { useLayoutEffect, useRef, type ReactNode } from 'react';

type ModalDialogProps = {
  open: boolean;
  /** Escape was pressed. The caller closes it by changing `open`, the one source of truth. */
  onCancel: () => void;
  /** Id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  /** Selector of the field to focus on opening, instead of the browser's first focusable one. */
  initialFocus?: string;
  /** Classes of the box inside (daisyUI `modal-box`). */
  className?: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert and gives focus
 * back on close. Bottom sheet on phones, centred from `sm`.
 */
export function ModalDialog({
  open,
  onCancel,
  labelledBy,
  describedBy,
  initialFocus,
  className = '',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog opens and closes in the same commit as the rest of the screen,
  // before the browser paints, so no frame shows the screen's new state with the old dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className={`modal-box ${className}`.trim()}>{children}</div>
    </dialog>
  );
}
