import { MAX_IMAGE_BYTES } from '@pet-adoption/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';

/** Room for the fields beside a picture, and for the multipart boundaries between them. */
const FIELDS_BYTES = 64 * 1024;

/**
 * The body of a form the browser sent to a page, read whole before the page's action runs: at
 * most `bodyLimit` bytes, or a picture's worth more for a multipart form (pet and campaign forms
 * send their picture with their fields). A larger body is a 413 and is not read on.
 */
export async function readFormBody(request: FastifyRequest, bodyLimit: number): Promise<Buffer> {
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  const limit = multipart ? MAX_IMAGE_BYTES + FIELDS_BYTES : bodyLimit;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) {
      request.raw.destroy();
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `What the form sent is too large. A picture may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  );
