import { useRef, type ReactNode } from 'react';

type RowActionProps = {
  /** What the table's route action is asked to do ('delete', 'accept'). */
  intent: string;
  /** The record the row shows. */
  id: string;
  /** Anything else the action needs, as the state to set ({ adopted: 'true' }). */
  fields?: Readonly<Record<string, string>>;
  className: string;
  disabled?: boolean;
  /** With scripts: what the button does in the page (a call and a toast, or a dialog). */
  onAction: (button: HTMLButtonElement) => void;
  children: ReactNode;
};

/**
 * A dashboard table row's button, as a form of its own: sent by the browser (before the page's
 * scripts have run, or without them) it posts `intent` and `id` to the table's route action,
 * which makes the same API call; once the scripts run, `onAction` does it in the page instead.
 * The form itself takes no room (`display: contents`): the buttons sit as they did.
 */
export function RowAction({
  intent,
  id,
  fields = {},
  className,
  disabled = false,
  onAction,
  children,
}: RowActionProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <form
      method="post"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (button.current) onAction(button.current);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button ref={button} type="submit" className={className} disabled={disabled}>
        {children}
      </button>
    </form>
  );
}
