import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { root } from '../../../scripts/web-build.mjs';

/** The real web build (test/ensure-web-build.ts makes it before the tests run). */
export const WEB_DIST_DIR = join(root, 'apps/web/dist');

/** What a browser navigation sends. */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page's markup without its scripts: what a visitor sees before any JavaScript runs (the
 * router's data, repeated in inline scripts, must not make a test pass).
 */
export function visibleHtml(html: string): string {
  return html.replace(SCRIPT, '');
}

/** The bodies of the page's inline scripts (those without a src). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , body = '']) => body);
}

/** The CSP source that allows exactly this inline script. */
export const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** A Content-Security-Policy header as directive → sources. */
export function cspDirectives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The content of `<meta {attribute}="{name}" content="…">`, or undefined. */
export function metaContent(html: string, attribute: 'name' | 'property', name: string) {
  const tag = new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`);
  return tag.exec(html)?.[1];
}

/** The href of `<link rel="canonical">`, or undefined. */
export function canonicalOf(html: string) {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

/** The text of the page's `<title>`, or undefined. */
export function titleOf(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
