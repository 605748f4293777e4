import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded images live. Local disk by default; object storage can implement the same
 * two calls. Names are content hashes, so a saved name never changes meaning.
 */
export interface ImageStorage {
  save(name: string, data: Buffer): Promise<void>;
  /** The address the browser loads the image from. */
  url(name: string): string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localImageStorage(dir: string): ImageStorage & { dir: string } {
  let ready: Promise<unknown> | undefined;
  return {
    dir,
    async save(name, data) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // Written aside, then renamed: a reader never sees half a file.
      const partial = join(dir, `.${name}.${process.pid}.${Date.now()}.part`);
      await writeFile(partial, data);
      await rename(partial, join(dir, name));
    },
    url: (name) => `${UPLOADS_PREFIX}${name}`,
  };
}
