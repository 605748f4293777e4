import { onTestFinished } from 'vitest';

/**
 * Browsers take focus away from a control that becomes disabled (it lands on the page); jsdom
 * leaves it there. Tests of where focus lands after an action call this first, so a control
 * disabled while its action runs loses focus as it would for a keyboard user.
 */
export function dropFocusFromDisabledControls() {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches(':disabled')) active.blur();
  });
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  onTestFinished(() => observer.disconnect());
}
