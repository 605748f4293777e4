import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded images under /uploads/. Their names are content hashes, so they never change and
 * are cached for a year.
 */
export async function serveUploads(app: FastifyInstance, dir: string) {
  await mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    // Only the hashed .webp files; the half-written ".x.part" files stay hidden.
    allowedPath: (path) => /^\/[0-9a-f]{32}-\d+\.webp$/.test(path),
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
}
