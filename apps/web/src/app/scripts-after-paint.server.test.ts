import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { scriptsAfterPaint, withScriptsAfterPaint } from './scripts-after-paint.server';

const head =
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="preload" as="image" href="/images/pets/luna.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>';
const startUp =
  'import * as route0 from "/assets/root.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\n' +
  'import("/assets/entry.client.js");';
const body =
  '<main>Luna é</main>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${startUp}</script>`;
const page = `<html><head>${head}</head><body>${body}</body></html>`;

describe('scripts after the first paint', () => {
  it('drops the module preloads and leaves the stylesheet and the picture first', () => {
    const sent = scriptsAfterPaint(page);
    expect(sent).not.toContain('<link rel="modulepreload"');
    expect(sent).toContain(
      '<head><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="preload" as="image" href="/images/pets/luna.webp" fetchPriority="high"/></head>',
    );
  });

  it('keeps the start-up script, word for word, inert until the loader after it runs it', () => {
    const sent = scriptsAfterPaint(page);
    // Word for word: the page's policy allows it by its hash.
    expect(sent).toContain(`<script nonce="n1" type="text/x-after-paint">${startUp}</script>`);
    expect(sent).not.toContain('type="module" async');
    const loader = /<script nonce="n1">(\(\(\)=>[\s\S]*?)<\/script><\/body>/.exec(sent)?.[1];
    // It asks for the modules the preloads named, when it starts the script.
    expect(loader).toContain('["/assets/entry.client.js","/assets/framework.js"]');
    // The router's data script is untouched.
    expect(sent).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('leaves a page without the start-up script as it is', () => {
    const plain = `<html><head>${head}</head><body><main>Luna</main></body></html>`;
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });

  it('hands on the whole page, even a script split between two chunks of the stream', async () => {
    const out = new PassThrough();
    const received = text(out);
    const input = withScriptsAfterPaint(out);
    const bytes = Buffer.from(page);
    // Split inside a link, inside the start-up script and inside the two bytes of 'é'.
    const e = bytes.indexOf('é') + 1;
    input.write(bytes.subarray(0, 150));
    input.write(bytes.subarray(150, e));
    input.write(bytes.subarray(e, bytes.length - 40));
    input.end(bytes.subarray(bytes.length - 40));
    const sent = await received;
    expect(sent).toBe(scriptsAfterPaint(page));
    expect(sent).toContain('Luna é');
  });

  it('asks for the modules one per task, so no task holds a slow phone for long', async () => {
    const modules = Array.from({ length: 7 }, (_, index) => `/assets/m${index}.js`);
    const many = page.replace(
      head,
      modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''),
    );
    const { window } = new JSDOM(scriptsAfterPaint(many), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = window;
    // A mutation observer hears once per task: each call is what one task added.
    const tasks: string[][] = [];
    const observer = new window.MutationObserver((records) => {
      tasks.push(
        records.flatMap((record) =>
          [...record.addedNodes].map((node) =>
            node instanceof window.HTMLLinkElement
              ? `preload ${node.getAttribute('href')}`
              : `${node.nodeName.toLowerCase()} ${(node as Element).getAttribute('type')}`,
          ),
        ),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
    await vi.waitFor(() => expect(tasks.flat()).toContain('script module'));

    const preloads = (indexes: number[]) => indexes.map((index) => `preload /assets/m${index}.js`);
    expect(tasks).toEqual([...modules.map((_, index) => preloads([index])), ['script module']]);
    expect(document.querySelector('script[type="module"]')?.textContent).toBe(startUp);
    expect(document.querySelector('script[type="text/x-after-paint"]')).toBeNull();
    window.close();
  });
});
