import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useScriptRunning } from '@/hooks/use-script-running';

type OpenButtonProps = {
  /** The same thing on a page of its own, for a browser whose scripts have not run. */
  href: string;
  /** Opens it on this page (a dialog), once the script runs. */
  onOpen: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A button that opens something on this page (Adopt Now's dialog) once the page's script runs,
 * and until then a link to the same thing on a page of its own: in the server's HTML, with
 * JavaScript off or before the scripts have run, it still does what it says. A link focused
 * when the script takes over hands its focus to the button that replaces it.
 */
export function OpenButton({ href, onOpen, className, children }: OpenButtonProps) {
  const scripted = useScriptRunning();
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);

  useLayoutEffect(() => {
    if (!scripted) {
      linkHadFocus.current = document.activeElement === link.current;
    } else if (linkHadFocus.current) {
      button.current?.focus();
    }
  }, [scripted]);

  if (!scripted) {
    return (
      <a ref={link} href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button ref={button} type="button" className={className} onClick={onOpen}>
      {children}
    </button>
  );
}
