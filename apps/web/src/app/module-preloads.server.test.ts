import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, withLoweredModulePreloads } from './module-preloads.server';

const head =
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="preload" as="image" href="/images/pets/luna.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" crossorigin=""/>';

describe('module preloads at low priority', () => {
  it('lowers every module preload and leaves the stylesheet and the picture as they are', () => {
    expect(lowerModulePreloads(head)).toBe(
      '<link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="preload" as="image" href="/images/pets/luna.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/entry.client.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/framework.js" crossorigin="" fetchpriority="low"/>',
    );
  });

  it('hands on the whole page, even a link split between two chunks of the stream', async () => {
    const out = new PassThrough();
    const page = text(out);
    const input = withLoweredModulePreloads(out);
    const html = `<html><head>${head}</head><body>Luna é</body></html>`;
    const bytes = Buffer.from(html);
    // Split inside a link and inside the two bytes of 'é'.
    input.write(bytes.subarray(0, 150));
    input.write(bytes.subarray(150, bytes.length - 16));
    input.end(bytes.subarray(bytes.length - 16));
    const sent = await page;
    expect(sent).toBe(lowerModulePreloads(html));
    expect(sent).toContain('href="/assets/framework.js" crossorigin="" fetchpriority="low"/>');
    expect(sent).toContain('Luna é');
  });
});
