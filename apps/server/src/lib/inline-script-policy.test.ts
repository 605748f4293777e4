import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptPolicy } from './inline-script-policy';

const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none';object-src 'none'";

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptPolicy', () => {
  it('adds the hash of each inline script to script-src, and nothing else', () => {
    const first = 'window.__data = {"pets":["Luna"]};';
    const second = '\n  import("/assets/entry.client-1.js");\n';
    const html = `<!doctype html><html><head><script>${first}</script></head>
      <body><script type="module">${second}</script></body></html>`;

    expect(inlineScriptPolicy(POLICY, html)).toBe(
      `default-src 'self';script-src 'self' ${hash(first)} ${hash(second)};script-src-attr 'none';object-src 'none'`,
    );
  });

  it('leaves out scripts loaded from a file, and names a repeated script once', () => {
    const body = 'console.log(1)';
    const html = `<script src="/assets/a.js"></script><script type="module" src="/b.js"></script>
      <script>${body}</script><script>${body}</script>`;

    expect(inlineScriptPolicy(POLICY, Buffer.from(html))).toBe(
      `default-src 'self';script-src 'self' ${hash(body)};script-src-attr 'none';object-src 'none'`,
    );
  });

  it('hashes an empty inline script too: the browser checks it like any other', () => {
    expect(inlineScriptPolicy(POLICY, '<script></script>')).toContain(`'self' ${hash('')};`);
  });

  it('keeps the policy as it is for a page without inline scripts', () => {
    expect(inlineScriptPolicy(POLICY, '<p>No script here</p>')).toBe(POLICY);
    expect(inlineScriptPolicy(POLICY, '<script src="/a.js"></script>')).toBe(POLICY);
  });

  it('hashes the text exactly as written, multi-byte characters included', () => {
    const body = 'document.title = "Café – 🐾";';
    const policy = inlineScriptPolicy(POLICY, `<script>${body}</script>`);
    expect(policy).toContain(hash(body));
    expect(policy).not.toContain(hash(body.normalize('NFD')));
  });

  it('widens script-src wherever it stands, even first', () => {
    expect(inlineScriptPolicy("script-src 'self'; img-src *", '<script>a()</script>')).toBe(
      `script-src 'self' ${hash('a()')}; img-src *`,
    );
  });
});
