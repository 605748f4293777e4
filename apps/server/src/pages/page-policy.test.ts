import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageScriptPolicy } from './page-policy';

const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none';object-src 'none'";
const NONCE = 'r4nd0m-n0nce';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const script = (body: string, attributes = '') =>
  `<script nonce="${NONCE}"${attributes}>${body}</script>`;

describe('pageScriptPolicy', () => {
  it('adds the hash of each script the render marked with its nonce to script-src', () => {
    const first = 'window.__data = {"pets":["Luna"]};';
    const second = '\n  import("/assets/entry.client-1.js");\n';
    const html = `<!doctype html><html><head>${script(first)}</head>
      <body>${script(second, ' type="module"')}</body></html>`;

    expect(pageScriptPolicy(POLICY, html, NONCE)).toBe(
      `default-src 'self';script-src 'self' ${hash(first)} ${hash(second)};script-src-attr 'none';object-src 'none'`,
    );
  });

  it('leaves out an inline script without the nonce, or with another one', () => {
    const ours = 'window.__routerData = 1;';
    const html = `${script(ours)}<p><script>steal(document.cookie)</script></p>
      <script nonce="guessed">steal()</script><script nonce="${NONCE}x">steal(2)</script>`;

    const policy = pageScriptPolicy(POLICY, html, NONCE);
    expect(policy).toContain(hash(ours));
    for (const injected of ['steal(document.cookie)', 'steal()', 'steal(2)']) {
      expect(policy).not.toContain(hash(injected));
    }
    expect(policy).not.toContain(NONCE);
  });

  it('leaves out scripts loaded from a file, and names a repeated script once', () => {
    const body = 'console.log(1)';
    const html = `<script nonce="${NONCE}" src="/assets/a.js"></script>${script(body)}${script(body)}`;

    expect(pageScriptPolicy(POLICY, Buffer.from(html), NONCE)).toBe(
      `default-src 'self';script-src 'self' ${hash(body)};script-src-attr 'none';object-src 'none'`,
    );
  });

  it('keeps the policy as it is for a page without inline scripts of its own', () => {
    expect(pageScriptPolicy(POLICY, '<p>No script here</p>', NONCE)).toBe(POLICY);
    expect(pageScriptPolicy(POLICY, '<script>a()</script>', NONCE)).toBe(POLICY);
  });

  it('hashes the text exactly as written, multi-byte characters included', () => {
    const body = 'document.title = "Café – 🐾";';
    const policy = pageScriptPolicy(POLICY, script(body), NONCE);
    expect(policy).toContain(hash(body));
    expect(policy).not.toContain(hash(body.normalize('NFD')));
  });

  it('widens script-src wherever it stands, even first', () => {
    expect(pageScriptPolicy("script-src 'self'; img-src *", script('a()'), NONCE)).toBe(
      `script-src 'self' ${hash('a()')}; img-src *`,
    );
  });
});
