import type * as EarlyInputModule from './early-input';

/**
 * Whether the person changed any form control in the server's HTML before the page's scripts
 * ran: read before React takes the page over, so that the code making those changes again
 * (early-input.ts) is only fetched on the rare page that needs it, not on every first visit.
 */
type EarlyInput = typeof EarlyInputModule;

let loading: Promise<EarlyInput> | null = null;

const touched = (element: Element) =>
  element instanceof HTMLSelectElement
    ? [...element.options].some((option) => option.selected !== option.defaultSelected)
    : (element instanceof HTMLInputElement &&
        element.type !== 'file' &&
        (element.checked !== element.defaultChecked || element.value !== element.defaultValue)) ||
      (element instanceof HTMLTextAreaElement && element.value !== element.defaultValue);

/** Notes what was changed, if anything was; resolves once it is noted, for React to start. */
export function noteEarlyInputIfAny(): Promise<unknown> {
  const any = [...document.forms].some((form) => [...form.elements].some(touched));
  if (!any) return Promise.resolve();
  loading = import('./early-input').then((earlyInput) => {
    earlyInput.noteEarlyInput();
    return earlyInput;
  });
  return loading;
}

/** The noted changes' module, once React has taken over: nothing when nothing was changed. */
export const earlyInputNoted = () => loading;
