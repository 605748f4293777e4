import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';

type DropdownProps = {
  /** Accessible name of the trigger button ("Open menu"). */
  label: string;
  /** What the trigger shows (an icon, an avatar). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A disclosure-style dropdown: a real button with aria-expanded that shows a panel of links
 * and buttons. Plain Tab moves through the panel (no arrow-key menu semantics to learn);
 * Escape, a click outside, focus leaving, or following a link closes it.
 * daisyUI's CSS-only dropdown opens on :focus-within, which would fight this state, so only
 * its look is borrowed.
 */
export function Dropdown({
  label,
  trigger,
  triggerClassName = 'btn btn-ghost',
  align = 'start',
  panelClassName = '',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onDocumentEvent = useEffectEvent((event: PointerEvent | KeyboardEvent) => {
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
    setOpen(false);
  });

  useEffect(() => {
    if (!open) return;
    const listener = (event: PointerEvent | KeyboardEvent) => onDocumentEvent(event);
    document.addEventListener('pointerdown', listener);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('pointerdown', listener);
      document.removeEventListener('keydown', listener);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && rootRef.current?.contains(next)) return;
        // relatedTarget is null when focus leaves the page or lands on nothing focusable;
        // only a move to another control should close the panel.
        if (next) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg ${
          align === 'end' ? 'right-0' : 'left-0'
        } ${panelClassName}`}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
