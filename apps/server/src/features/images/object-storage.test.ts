import { createHash } from 'node:crypto';
import { ImageUploadSchema } from '@pet-adoption/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  type SignedInUser,
  type TestApp,
} from '../../../test/helpers';
import { STAND_IN_PUBLIC_URL as PUBLIC_URL, startS3StandIn } from '../../../test/s3-stand-in';

const BOUNDARY = '----pet-adoption-s3-test';

// The storage does not touch the database: the embedded one is enough.
describe('uploads to an S3-compatible bucket', () => {
  let bucket: Awaited<ReturnType<typeof startS3StandIn>>;
  let t: TestApp;
  let user: SignedInUser;
  let photo: Buffer;

  beforeAll(async () => {
    bucket = await startS3StandIn();
    t = await buildTestApp({
      config: { objectStorage: bucket.config },
    });
    user = await createUser(t.app);
    photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: {
        ...bearer(user.token),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });

  it('puts both copies in the bucket, signed, and answers their public addresses', async () => {
    const response = await upload();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ImageUploadSchema.parse(json(response));
    expect(data.display_url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(data.display_url).toMatch(/\/[0-9a-f]{32}-1600\.webp$/);
    expect(data.card_url).toMatch(/-640\.webp$/);

    const names = [data.display_url, data.card_url].map((url) => url.slice(PUBLIC_URL.length));
    expect(bucket.objects.map((object) => object.path).sort()).toEqual(
      names.map((name) => `/shelter-uploads${name}`).sort(),
    );
    for (const object of bucket.objects) {
      // AWS Signature Version 4, for this key and region, over the body sent.
      expect(object.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/auto\/s3\/aws4_request, /,
      );
      expect(object.headers['x-amz-content-sha256']).toBe(
        createHash('sha256').update(object.body).digest('hex'),
      );
      expect(object.headers['content-type']).toBe('image/webp');
      expect(object.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
    }

    // Nothing went to this server's disk.
    const local = await t.app.inject({ method: 'GET', url: `/uploads${names[0]}` });
    expect(local.statusCode).toBe(404);
  });

  it("lets pages show the bucket's pictures", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('img-src'));
    expect(imgSrc?.split(/\s+/)).toContain(PUBLIC_URL);
  });

  it('answers a refusing bucket with the API error, without its details', async () => {
    bucket.answerWith(403);
    const response = await upload();
    bucket.answerWith(200);
    expect(response.statusCode).toBe(500);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('INTERNAL');
    expect(response.body).not.toMatch(/AccessDenied|shelter-uploads/);
  });
});
