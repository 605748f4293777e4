import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/use-hydrated';

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
 * A disclosure-style dropdown: a button with aria-expanded that shows a panel of links and
 * buttons. Plain Tab moves through the panel (no arrow-key menu semantics to learn); Escape, a
 * click outside, focus leaving, or following a link closes it. It is a <details> whose
 * <summary> is the button, so it opens and closes before the page's scripts run and without
 * them (a phone's menu); the script then keeps its open state and adds the closing rules.
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
  const rootRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();

  // Opened before the scripts ran, the <details> is open in the page but not in the state, and
  // its toggle happened before React listened: read it as React takes the page over, before
  // anything is painted, so the panel stays open under the pointer.
  useLayoutEffect(() => {
    if (rootRef.current?.open) setOpen(true);
  }, []);

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
    <details
      ref={rootRef}
      open={open}
      className="relative"
      // The browser's own toggle (before the script, or by its keyboard handling) sets `open`.
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && rootRef.current?.contains(next)) return;
        // relatedTarget is null when focus leaves the page or lands on nothing focusable;
        // only a move to another control should close the panel.
        if (next) setOpen(false);
      }}
    >
      <summary
        ref={buttonRef}
        role="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        className={`list-none [&::-webkit-details-marker]:hidden ${triggerClassName}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
        // Enter and Space toggle it as they do a button; handled here, the browser's own
        // toggle (and the click it would send) does not follow.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        {trigger}
      </summary>
      <div
        id={panelId}
        // Before the scripts run the closed <details> hides the panel itself; after, the state
        // does, for assistive technology and tests that read the attribute too.
        hidden={hydrated ? !open : undefined}
        className={`absolute top-full z-50 mt-2 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg ${
          align === 'end' ? 'right-0' : 'left-0'
        } ${panelClassName}`}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </details>
  );
}
