import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the product promises. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's experimental rules that test a WCAG A or AA criterion. They are off unless asked for,
 * whatever the tags. This is the list axe 4.13's `axe.getRules()` gives for the tag
 * 'experimental' crossed with the tags above; a new axe may bring more, hence the version check.
 */
const EXPERIMENTAL_WCAG_RULES = [
  // 1.3.4 Orientation: the page works upright and sideways.
  'css-orientation-lock',
  // 2.5.3 Label in Name: a control's name contains the words it shows, so saying them works.
  'label-content-name-mismatch',
  // 1.3.1 Info and Relationships: a bold paragraph standing in for a heading.
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];
const AXE_VERSION_OF_THE_LIST = /^4\.13\./;

/**
 * A dialog or toast still fading in has, for that moment, text paler than it will settle at: axe
 * must judge the screen people read, not a frame of its transition. Endless animations (a
 * spinner, a skeleton's pulse) never finish, nor do those that follow scrolling rather than time
 * (daisyUI's modal runs one on <html>): only timed ones are waited for, a second at most.
 */
export async function finishTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

/**
 * Every WCAG 2.2 A/AA violation axe finds on the page as it is now, whatever its impact, one line
 * each naming the elements. A test expects the list to be empty.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await finishTransitions(page);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_AA_TAGS },
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze();
  expect(
    results.testEngine.version,
    'EXPERIMENTAL_WCAG_RULES is axe 4.13\'s list: compare it with axe.getRules(["experimental"]) of this axe',
  ).toMatch(AXE_VERSION_OF_THE_LIST);
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (rule) => rule.id,
    ),
  );
  expect(
    EXPERIMENTAL_WCAG_RULES.filter((id) => !ran.has(id)),
    'experimental rules axe did not run',
  ).toEqual([]);
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown = targets.slice(0, 4).join(' | ');
    const more = targets.length > 4 ? ` and ${targets.length - 4} more` : '';
    return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${shown}${more}`;
  });
}
