import type { ReactNode } from 'react';

type OpenDialogButtonProps = {
  /** The page the form asks for; the current one when left out. */
  action?: string;
  /** The parameter naming what to show, and its value (`?donators=<id>`). */
  name: string;
  value: string;
  /** Parameters of the current address the form keeps (a table's page), its own excepted. */
  keep?: URLSearchParams;
  /** Opens the dialog, once the page's script runs. */
  onOpen: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A button that opens a dialog with scripts and, sent before they run or without them, is a
 * GET form asking for a page that shows the same on its own.
 */
export function OpenDialogButton({
  action,
  name,
  value,
  keep,
  onOpen,
  className,
  children,
}: OpenDialogButtonProps) {
  return (
    <form method="get" action={action} className="contents">
      {[...(keep ?? [])].map(
        ([kept, keptValue], index) =>
          kept !== name && <input key={index} type="hidden" name={kept} value={keptValue} />,
      )}
      <button
        type="submit"
        name={name}
        value={value}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </button>
    </form>
  );
}
