import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;

/**
 * Writes a `.br` (brotli at its best quality) and a `.gz` (gzip 9) beside each text file of
 * the build. The server sends them as they are (`preCompressed`), so a first visit downloads
 * the smallest files and no request spends CPU compressing them again; on the fly the server
 * would use brotli quality 4, which is built for speed, not size.
 */
export function precompress(): Plugin {
  return {
    name: 'pet-adoption:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      // Only the browser's files are sent over the network; the server build is imported.
      if (this.environment.name !== 'client' || !options.dir) return;
      const outDir = options.dir;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
