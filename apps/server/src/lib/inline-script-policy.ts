import { createHash } from 'node:crypto';

// A <script> with a body and no src: React Router writes the page's data and its start-up call
// inline.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy `policy` widened to allow exactly the inline scripts of this
 * page, by their SHA-256: no inline script may run unless the server wrote it. Hashes rather
 * than a nonce, so that a cached page (lib/page-cache.ts) stays valid as it is.
 */
export function inlineScriptPolicy(policy: string, html: string | Buffer): string {
  const sources = [...html.toString().matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  if (sources.length === 0) return policy;
  const allowed = [...new Set(sources)].join(' ');
  return policy.replace(/(^|;)(\s*script-src\s+)([^;]*)/, `$1$2$3 ${allowed}`);
}
