import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { ObjectStorageConfig } from '../../config';

/**
 * Where uploaded images live: local disk by default, or an S3-compatible bucket, so that every copy
 * of the server sees every upload (docs/product.md §11). Names are content hashes, so a saved name
 * never changes meaning and can be cached for good.
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
      // Private like the rest of DATA_DIR: the app itself serves them, nobody else reads them.
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      // Written aside, then renamed: a reader never sees half a file.
      const partial = join(dir, `.${name}.${process.pid}.${Date.now()}.part`);
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, join(dir, name));
    },
    url: (name) => `${UPLOADS_PREFIX}${name}`,
  };
}

/**
 * An S3-compatible bucket, written with signed PUTs (aws4fetch signs them: AWS Signature
 * Version 4, which AWS S3, R2, MinIO and B2 all accept). Browsers read the images from the
 * bucket's public address, not through this server.
 */
export function s3ImageStorage(config: ObjectStorageConfig): ImageStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  return {
    async save(name, data) {
      // Path-style addresses (endpoint/bucket/key) work on every S3-compatible service.
      const request = await client.sign(
        `${config.endpoint}/${config.bucket}/${encodeURIComponent(name)}`,
        {
          method: 'PUT',
          body: data,
          headers: {
            'content-type': 'image/webp',
            'cache-control': 'public, max-age=31536000, immutable',
            // Signs the body too (aws4fetch leaves it unsigned for S3 by default), so a bucket
            // reached over plain http on a LAN cannot be handed other bytes on the way.
            'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
          },
        },
      );
      const response = await fetch(request);
      if (!response.ok) {
        // The service's answer names the bucket and the reason; it goes to the log, not to
        // the person uploading (who gets the API's generic 500).
        throw new Error(
          `Object storage answered ${response.status} to saving ${name}: ${(await response.text()).slice(0, 300)}`,
        );
      }
    },
    url: (name) => `${config.publicUrl}/${name}`,
  };
}
