import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pageScriptPolicy } from './page-policy';
import type { RenderedPage } from './page-renderer';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** What every answer of one rendered page shares, worked out once per page. */
type PageExtras = {
  policy?: { from: string; to: string };
  bodies: Map<Encoding, Promise<Buffer>>;
};

// Keyed by the page object: a page from the cache (page-cache.ts) is the same object for
// every visitor, so its compressed bodies and its policy are made once; a page rendered for one
// visitor takes its extras with it when it goes.
const extrasOf = new WeakMap<RenderedPage, PageExtras>();

function extras(page: RenderedPage): PageExtras {
  let found = extrasOf.get(page);
  if (!found) {
    found = { bodies: new Map() };
    extrasOf.set(page, found);
  }
  return found;
}

/** The page's Content-Security-Policy: `policy` plus the hashes of its own inline scripts. */
export function pagePolicy(page: RenderedPage, policy: string): string {
  const memo = extras(page);
  if (memo.policy?.from !== policy) {
    memo.policy = { from: policy, to: pageScriptPolicy(policy, page.body, page.scriptNonce) };
  }
  return memo.policy.to;
}

/** The best encoding the client accepts (a `q=0` refuses one). */
function chooseEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// Brotli 5 is about as quick as gzip and a fifth smaller on these pages; it runs once per page
// kept in the cache rather than once per answer.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** Small pages are not worth the work (and the 404 JSON of a data request is tiny). */
const MIN_BYTES = 1024;

/**
 * The page's body in the best encoding the client accepts, compressed once per page; no
 * encoding for a client that takes none, or a page too small to gain.
 */
export async function encodedBody(
  page: RenderedPage,
  acceptEncoding: string | undefined,
): Promise<{ encoding: Encoding | undefined; body: Buffer }> {
  const encoding = chooseEncoding(acceptEncoding ?? '');
  if (!encoding || page.body.length < MIN_BYTES) return { encoding: undefined, body: page.body };
  const bodies = extras(page).bodies;
  let body = bodies.get(encoding);
  if (!body) {
    body = compressors[encoding](page.body);
    bodies.set(encoding, body);
  }
  return { encoding, body: await body };
}
