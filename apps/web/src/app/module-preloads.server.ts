import { Writable, type Readable } from 'node:stream';

/**
 * React Router names every module of the page in a `<link rel="modulepreload">` in the head, and
 * Chrome fetches those at a script's priority, high. The page is already whole in the HTML: on a
 * slow connection some 30 scripts (about 136 KB) would share it with the stylesheet and the
 * largest picture, and the page would paint only once they were in. At `fetchpriority="low"` the
 * browser fetches them as soon as what paints is on its way; hydration starts a little later, on
 * a page people can already read (docs/benchmarks.md, Lighthouse).
 */
export function lowerModulePreloads(html: string) {
  return html.replace(
    /<link rel="modulepreload"([^>]*?)\/>/g,
    '<link rel="modulepreload"$1 fetchpriority="low"/>',
  );
}

/**
 * A writable end for React's stream that hands the whole page, its module preloads lowered, to
 * `out`. Pages are sent whole anyway (`onAllReady`), so keeping it until the end delays nothing.
 */
export function withLoweredModulePreloads(out: Writable & Readable) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      out.end(lowerModulePreloads(Buffer.concat(chunks).toString('utf8')));
      done();
    },
    destroy(error, done) {
      if (error) out.destroy(error);
      done(error);
    },
  });
}
