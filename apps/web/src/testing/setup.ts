import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';

/*
 * epic-stack habit: a console.error or console.warn fails the test that caused it, so React and
 * router warnings (act(), keys, invalid DOM nesting, missing fallbacks) cannot pile up unseen.
 * A test that expects one silences it explicitly:
 *   vi.mocked(console.error).mockImplementation(() => {});
 */
let unexpected: string[] = [];

// A first page waits for its route loaders, the session and its queries, which on a busy
// two-core machine takes longer than Testing Library's default second for findBy* and waitFor.
configure({ asyncUtilTimeout: 5000 });

function describeArgs(args: unknown[]) {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
}

beforeEach(() => {
  unexpected = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${method}: ${describeArgs(args)}`);
    });
  }
});

afterEach(() => {
  // Unmount first: warnings raised while unmounting belong to this test too.
  cleanup();
  // Test files share a worker's modules (vitest.config.ts): a toast must not outlive its test.
  toast.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.join('\n\n')}`);
  }
});

// jsdom lacks these. ScrollRestoration scrolls on every navigation, and the home carousel
// scrolls its row every 2.5 s while a test that renders Home runs that long; react-hot-toast
// asks matchMedia whether the user prefers reduced motion.
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
window.matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

// jsdom has <dialog> but not its methods; enough of them for the confirmation dialog.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
