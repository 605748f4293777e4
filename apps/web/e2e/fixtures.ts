import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * A console message a test provokes on purpose (a wrong password answers 401, and Chromium logs
 * every 4xx as 'Failed to load resource'). `because` says why it is expected there.
 */
export type ExpectedMessage = { text: RegExp; url?: RegExp; because: string };

export type ConsoleGuard = {
  /** Lets this test's pages log a message matching `message` without failing it. */
  allow: (message: ExpectedMessage) => void;
};

/** The message Chromium logs for a response with an error status. */
export const failedToLoad = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

/**
 * Sets `window.__e2eHydrated` once React has hydrated the server's HTML. React calls the
 * DevTools hook at every commit, in production builds too; the first commit of the root whose
 * state is no longer dehydrated is the end of hydration. It also notes the address the document
 * was loaded at, which client-side navigation later leaves behind.
 */
const HYDRATION_PROBE = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(_id, root) {
      if (root?.current?.memoizedState?.isDehydrated !== true) window.__e2eHydrated = true;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  window.__e2eDocumentUrl = location.href;
`;

/** Chromium's warning for a `<link rel="preload">` nothing on the page asked for in time. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;

/**
 * Whether the page has moved on in the app since its HTML arrived: a preload of that first
 * HTML (a card picture of the first row) may then go unused, rightly, because the card is gone.
 */
async function movedOnSinceLoad(page: Page | null): Promise<boolean> {
  if (!page) return false;
  return page
    .evaluate(() => location.href !== Reflect.get(window, '__e2eDocumentUrl'))
    .catch(() => false);
}

/**
 * The server's HTML is on screen before React takes it over. A click in that moment is a
 * browser's own: a form submits natively, a button does nothing. People are slower than that;
 * a test is not. So every page.goto and page.reload of a page that runs scripts returns only
 * once React has hydrated it.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Reflect.get(window, '__e2eHydrated') === true, undefined, {
    timeout: 20_000,
  });
}

function hydratingNavigations(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

/**
 * Every test fails when any page it opened logged an error or a warning, or threw: a hydration
 * mismatch (React's production build logs 'Minified React error #418/#423/#425'), a preload the
 * page never used, a failed request nobody expected, an exception in an effect. Pages of
 * contexts the test opens itself (a second person) are watched too, popups included.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      const pending: Promise<void>[] = [];
      const expected: ExpectedMessage[] = [];
      const isExpected = (text: string, url: string) =>
        expected.some((rule) => rule.text.test(text) && (rule.url?.test(url) ?? true));
      const watch = async (watched: BrowserContext, scripts: boolean) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          const source = message.location().url;
          if (isExpected(message.text(), source)) return;
          const problem = `console.${message.type()} on ${message.page()?.url() ?? 'a page'}: ${message.text()} (${source})`;
          if (!UNUSED_PRELOAD.test(message.text())) {
            problems.push(problem);
            return;
          }
          pending.push(
            movedOnSinceLoad(message.page()).then((movedOn) => {
              if (!movedOn) problems.push(problem);
            }),
          );
        });
        watched.on('weberror', (webError) => {
          const error = webError.error();
          problems.push(
            `uncaught on ${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`,
          );
        });
        if (!scripts) return;
        await watched.addInitScript(HYDRATION_PROBE);
        watched.pages().forEach(hydratingNavigations);
        watched.on('page', hydratingNavigations);
      };
      await watch(context, javaScriptEnabled !== false);
      // Tests open contexts of their own for a second person: theirs are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watch(created, options?.javaScriptEnabled !== false);
        return created;
      };
      await use({ allow: (message) => expected.push(message) });
      browser.newContext = newContext;
      await Promise.all(pending);
      expect(problems, 'console errors, warnings and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
