import multipart from '@fastify/multipart';
import { ImageUploadSchema, MAX_IMAGE_BYTES } from '@pet-adoption/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import type { Guards } from '../../plugins/auth';
import type { ImageJobs } from './image-jobs';
import { saveImage } from './images.service';
import type { ImageStorage } from './storage';
import type { UploadQuota } from './upload-quota';

const MALFORMED =
  'The upload is not a complete multipart/form-data body. Please send the image again.';

/**
 * The bytes of the `image` part. The parser throws plain errors for a body it cannot read (no
 * boundary, cut short): bad input, not our failure. Its own errors (413 over fileSize) carry a
 * status and pass as they are.
 */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badRequest('Choose an image to upload.');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError || hasStatus(error)) throw error;
    request.log.info({ err: error }, 'A multipart body could not be read.');
    throw badRequest(MALFORMED);
  }
}

const hasStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error;

export const imageRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  storage: ImageStorage;
  jobs: ImageJobs;
  quota: UploadQuota;
}> = async (app, { guards, storage, jobs, quota }) => {
  // Registered inside this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 0, parts: 2, headerPairs: 100 },
  });

  app.post(
    '/images',
    {
      onRequest: guards.requireUser,
      config: { userLimit: 'uploads' },
      schema: {
        summary: 'Upload an image (multipart field `image`); answers WebP addresses',
        tags: ['images'],
        consumes: ['multipart/form-data'],
        response: { 200: ImageUploadSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the image as multipart/form-data in the field "image".',
        );
      }
      const data = await readImagePart(request);
      const userId = guards.currentUser(request).id;
      return jobs.run(() => saveImage(storage, data, { userId, quota }));
    },
  );
};
