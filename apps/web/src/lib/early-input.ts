/**
 * What a person typed, chose or ticked in the server's HTML before the page's scripts took it
 * over. An uncontrolled field keeps it by itself; a field the app controls (a filter panel, a
 * question list, a picture's description) is set by React to the app's state as it takes the
 * page over, and a choice that shows or hides other fields ("Rent" shows the landlord's
 * question) would not take effect. So the changes are noted before React starts, and once it
 * has, they are made again the way the person made them (an input or change event, a click),
 * so the app's own handlers take them: nothing done in the first second is lost.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type EarlyChange = {
  form: HTMLFormElement;
  formIndex: number;
  /** The control among the form's: its name, and for a box or a button its value. */
  key: string;
  value: string;
  checked: boolean;
  selected: readonly string[];
};

const SKIPPED_TYPES = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

let early: EarlyChange[] = [];

function isControl(element: Element): element is Control {
  if (element instanceof HTMLInputElement) return !SKIPPED_TYPES.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

const isBox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** A key's field name, without the value a box or button adds. */
const nameOf = (key: string) => key.replace(/=.*$/s, '');

const keyOf = (control: Control) =>
  isBox(control) ? `${control.name}=${control.value}` : control.name || control.id;

/** Whether the person changed it from what the server's HTML said. */
function changed(control: Control): boolean {
  if (isBox(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/** Notes every change made to the page's forms so far; called just before React hydrates. */
export function noteEarlyInput(): void {
  early = [...document.forms].flatMap((form, formIndex) =>
    [...form.elements].filter(isControl).flatMap((control) =>
      changed(control)
        ? [
            {
              form,
              formIndex,
              key: keyOf(control),
              value: control.value,
              checked: isBox(control) && control.checked,
              selected:
                control instanceof HTMLSelectElement
                  ? [...control.selectedOptions].map((option) => option.value)
                  : [],
            },
          ]
        : [],
    ),
  );
  if (early.length === 0) return;
  // Once the person goes on typing in a field, what they type now wins over what was noted.
  const forget = (event: Event) => {
    if (!event.isTrusted || !(event.target instanceof Element) || !isControl(event.target)) return;
    const key = keyOf(event.target);
    early = early.filter((change) => change.key !== key);
  };
  document.addEventListener('input', forget, true);
  document.addEventListener('change', forget, true);
}

function findControl(change: EarlyChange): Control | undefined {
  const form = change.form.isConnected ? change.form : document.forms[change.formIndex];
  if (!form) return undefined;
  return [...form.elements].filter(isControl).find((control) => keyOf(control) === change.key);
}

/**
 * Makes one noted change again, if the field shows otherwise; says whether it did. A choice
 * the page kept (an uncontrolled select) is said once more on the first round all the same:
 * the app may show other fields by it, and never heard of it.
 */
function replay(change: EarlyChange, firstRound: boolean): boolean {
  const control = findControl(change);
  if (!control) return false;
  if (isBox(control)) {
    if (control.checked === change.checked) return false;
    control.click();
    return true;
  }
  if (control instanceof HTMLSelectElement) {
    const now = [...control.selectedOptions].map((option) => option.value);
    const kept = now.join('\n') === change.selected.join('\n');
    if (kept && firstRound) {
      control.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }
    if (kept) return false;
    for (const option of control.options) option.selected = change.selected.includes(option.value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  const kept = control.value === change.value;
  if (kept && !firstRound) return false;
  // React notes each value set on the node itself and fires onChange only for one it has not
  // seen: the node is told it was empty, then the value goes in past the note, as typing does.
  if (kept) control.value = '';
  Reflect.set(Object.getPrototypeOf(control) as object, 'value', change.value, control);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * Makes the noted changes again wherever the page now shows otherwise. A change can bring
 * fields of its own ("Rent" brings the landlord's question), so it goes round until nothing
 * is left to make; React handles each event at once, so each round sees the last one's page.
 */
export function replayEarlyInput(): void {
  for (let round = 0; round < 4; round += 1) {
    if (!early.map((change) => replay(change, round === 0)).some(Boolean)) return;
  }
}

/**
 * Hands over, and forgets, the noted changes of fields that only the page without scripts
 * has (a picture's position box): the component that replaces them makes them its own way.
 */
export function takeEarlyInput(
  form: HTMLFormElement | null,
  names: (name: string) => boolean,
): Map<string, { value: string; checked: boolean }> {
  const taken = early.filter((change) => change.form === form && names(nameOf(change.key)));
  early = early.filter((change) => !taken.includes(change));
  return new Map(
    taken.map((change) => [nameOf(change.key), { value: change.value, checked: change.checked }]),
  );
}

/** The page has settled in the scripts' hands: what is still noted is left as it is. */
export function forgetEarlyInput(): void {
  early = [];
}
