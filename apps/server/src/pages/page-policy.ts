import { createHash } from 'node:crypto';

// A <script> with a body and no src: React Router writes the page's data and its start-up call
// inline.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy `policy` widened to allow exactly the inline scripts React and
 * React Router wrote into this page: those carrying the `nonce` it was rendered with, by their
 * SHA-256. A script that reached the page any other way (markup injected through some record)
 * does not carry the nonce, which is new for every rendering and never listed in the policy,
 * and does not run. Hashes rather than the nonce itself, so that a kept page (page-cache.ts)
 * stays valid as it is.
 */
export function pageScriptPolicy(policy: string, html: string | Buffer, nonce: string): string {
  const marked = ` nonce="${nonce}"`;
  const sources = [...html.toString().matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => attributes.includes(marked) && !/\ssrc=/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  if (sources.length === 0) return policy;
  const allowed = [...new Set(sources)].join(' ');
  return policy.replace(/(^|;)(\s*script-src\s+)([^;]*)/, `$1$2$3 ${allowed}`);
}
