import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type OpenButtonProps = {
  /** The same thing on a page of its own (or a part of this one), for a browser whose scripts
   * have not run. */
  href: string;
  /** Opens it on this page (a dialog, a drawer), once the script runs. */
  onOpen: () => void;
  className?: string;
  /** The name of both, when their content is only an icon. */
  'aria-label'?: string;
  /** What only the button can say: whether the thing it opens is open, and which it is. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** The button, for a caller that gives focus back to it. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/**
 * A button that opens something on this page (Adopt Now's dialog) once the page's script runs,
 * and until then a link to the same thing on a page of its own: in the server's HTML, with
 * JavaScript off or before the scripts have run, it still does what it says. A link focused
 * when the script takes over hands its focus to the button that replaces it.
 */
export function OpenButton({
  href,
  onOpen,
  className,
  'aria-label': label,
  'aria-expanded': expanded,
  'aria-controls': controls,
  buttonRef,
  children,
}: OpenButtonProps) {
  const scripted = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const linkHadFocus = useRef(false);

  useLayoutEffect(() => {
    if (!scripted) {
      linkHadFocus.current = document.activeElement === link.current;
    } else if (linkHadFocus.current) {
      button.current?.focus();
    }
  }, [scripted, button]);

  if (!scripted) {
    return (
      <a ref={link} href={href} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
