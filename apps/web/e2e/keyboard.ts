import { expect, type Locator, type Page } from '@playwright/test';
import { finishTransitions } from './axe';

/** Room around the element in the compared pictures: an outline drawn outside it is seen too. */
const MARGIN = 8;
/** A pixel counts as changed when a colour channel moved at least this much (of 255). */
const CHANNEL_STEP = 48;

/** What has focus, for a failure message: tag, role, name and the start of its text. */
function describeActiveElement() {
  const element = document.activeElement;
  if (!element || element === document.body) return 'the page itself (nothing focused)';
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''));
  const role = element.getAttribute('role');
  return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.trim().slice(0, 60)}"`;
}

export async function describeFocus(page: Page) {
  return page.evaluate(describeActiveElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as someone looking for it would, and
 * fails after `max` presses, naming where focus went instead.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 25, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  const visited: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    const focus = await describeFocus(page);
    visited.push(focus);
  }
  throw new Error(
    `${max} presses of Tab did not reach ${target.toString()}: ${visited.join(', ')}`,
  );
}

/** How many pixels differ (by a visible step) between two PNG pictures of the same size. */
async function changedPixels(page: Page, before: Buffer, after: Buffer) {
  // Decoded by the browser, which has a PNG decoder at hand; the pictures are small.
  return page.evaluate(
    async ({ first, second, step }) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas to compare the pictures on.');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = await Promise.all([pixels(first), pixels(second)]);
      if (a.length !== b.length) throw new Error('The two pictures differ in size.');
      let changed = 0;
      for (let i = 0; i < a.length; i += 4) {
        const moved = Math.max(
          Math.abs(a[i]! - b[i]!),
          Math.abs(a[i + 1]! - b[i + 1]!),
          Math.abs(a[i + 2]! - b[i + 2]!),
        );
        if (moved >= step) changed += 1;
      }
      return changed;
    },
    { first: before.toString('base64'), second: after.toString('base64'), step: CHANNEL_STEP },
  );
}

/**
 * `target` has keyboard focus and shows it (WCAG 2.4.7): a picture of it and its surroundings
 * with focus differs from one without in at least as many pixels as the element's perimeter,
 * as much as a 1 px ring all round it would change. A text caret alone does not pass (screenshots
 * hide it), nor does a slightly different shade.
 *
 * Focus is taken away for the second picture and given back, as it was, afterwards.
 */
export async function expectFocusVisible(page: Page, target: Locator, what: string) {
  await expect(target, `${what} has focus`).toBeFocused();
  // Where it will be, not where a panel sliding in carries it at this moment.
  await finishTransitions(page);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${what} has focus but no box on screen`);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport size.');
  const left = Math.max(0, Math.floor(box.x - MARGIN));
  const top = Math.max(0, Math.floor(box.y - MARGIN));
  const clip = {
    x: left,
    y: top,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + MARGIN)) - left,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + MARGIN)) - top,
  };
  expect(clip.width > 0 && clip.height > 0, `${what} is inside the viewport`).toBe(true);
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });

  const focused = await shot();
  await target.evaluate((element) => (element as HTMLElement).blur());
  const unfocused = await shot();
  await target.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await expect(target, `${what} has focus again`).toBeFocused();

  const changed = await changedPixels(page, focused, unfocused);
  const perimeter = Math.round(2 * (box.width + box.height));
  expect(
    changed,
    `pixels around ${what} that change with focus (its perimeter is ${perimeter} px)`,
  ).toBeGreaterThanOrEqual(perimeter);
}
