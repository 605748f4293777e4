import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, pagePolicy } from './page-encodings';
import type { RenderedPage } from './page-renderer';

const html = `<!doctype html><html><body>${'<p>Luna waits for a home.</p>'.repeat(200)}<script nonce="n">go()</script></body></html>`;
const page = (body = html): RenderedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(body),
  type: 'html',
  scriptNonce: 'n',
});

describe('encodedBody', () => {
  it('answers brotli when accepted, gzip otherwise, and nothing for identity', async () => {
    const rendered = page();
    const br = await encodedBody(rendered, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);

    const gz = await encodedBody(rendered, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);

    expect(await encodedBody(rendered, undefined)).toEqual({
      encoding: undefined,
      body: rendered.body,
    });
    expect((await encodedBody(rendered, 'br;q=0, gzip')).encoding).toBe('gzip');
  });

  it('compresses a page once, however many answers it serves', async () => {
    const rendered = page();
    const first = await encodedBody(rendered, 'br');
    const second = await encodedBody(rendered, 'br');
    expect(second.body).toBe(first.body);
  });

  it('leaves a small body as it is', async () => {
    const small = page('<p>hi</p>');
    expect(await encodedBody(small, 'br')).toEqual({ encoding: undefined, body: small.body });
  });
});

describe('pagePolicy', () => {
  it("adds the page's inline script hashes to script-src, worked out once per policy", () => {
    const rendered = page();
    const policy = "default-src 'self';script-src 'self';object-src 'none'";
    const widened = pagePolicy(rendered, policy);
    expect(widened).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';object-src 'none'$/);
    expect(pagePolicy(rendered, policy)).toBe(widened);
    expect(pagePolicy(rendered, "script-src 'none'")).toMatch(/^script-src 'none' 'sha256-/);
  });
});
