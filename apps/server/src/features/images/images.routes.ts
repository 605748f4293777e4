import multipart from '@fastify/multipart';
import { ImageUploadSchema, MAX_IMAGE_BYTES } from '@pet-adoption/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import type { Guards } from '../../plugins/auth';
import type { ImageJobs } from './image-jobs';
import { saveImage } from './images.service';
import type { ImageStorage } from './storage';
import type { UploadQuota } from './upload-quota';

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
      const file = await request.file();
      if (file?.fieldname !== 'image') throw badRequest('Choose an image to upload.');
      // Throws a 413 once the file passes fileSize.
      const data = await file.toBuffer();
      const userId = guards.currentUser(request).id;
      return jobs.run(() => saveImage(storage, data, { userId, quota }));
    },
  );
};
