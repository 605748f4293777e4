import { IMAGES_BUSY_MESSAGE, ImageUploadSchema, uploadQuotaMessage } from '@pet-adoption/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  GENEROUS_USER_LIMITS,
  json,
  type SignedInUser,
  type TestApp,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { startS3StandIn } from '../../../test/s3-stand-in';
import type { App } from '../../app';
import { createImageJobs } from './image-jobs';

const BOUNDARY = '----image-limits-test';

const upload = (app: App, by: SignedInUser, data: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...bearer(by.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

/** A picture of noise (so it does not compress to nothing), different for each seed. */
function noise(size: number, seed: number) {
  const pixels = Buffer.alloc(size * size * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 16;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** The bytes an answered upload keeps in storage: both of its copies. */
async function storedBytes(app: App, response: { body: string }) {
  const { data } = ImageUploadSchema.parse(json(response));
  let total = 0;
  for (const url of [data.display_url, data.card_url]) {
    total += (await app.inject({ method: 'GET', url })).rawPayload.length;
  }
  return total;
}

describe.each(testDatabases)('picture processing bound on %s', (database) => {
  // One at a time and none waiting, so a test fills it by holding a job of its own.
  const jobs = createImageJobs({ concurrency: 1, queue: 0 });
  const t = useTestApp({ database, imageJobs: jobs });
  let user: SignedInUser;
  let picture: Buffer;

  beforeAll(async () => {
    user = await createUser(t.app);
    picture = await noise(32, 1);
  });

  it('answers 503 with Retry-After and a sentence while pictures are being processed', async () => {
    let finish = () => {};
    const held = jobs.run(() => new Promise<void>((resolve) => (finish = resolve)));

    const refused = await upload(t.app, user, picture);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(json(refused)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: IMAGES_BUSY_MESSAGE },
    });

    finish();
    await held;
    expect((await upload(t.app, user, picture)).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('upload quota on %s', (database) => {
  let t: TestApp;
  let first: Buffer;
  let second: Buffer;
  let quota: number;

  beforeAll(async () => {
    [first, second] = await Promise.all([noise(300, 2), noise(300, 3)]);
    // Measured on an app without a quota: room for the first picture and not the second too.
    const measuring = await buildTestApp({ database });
    const someone = await createUser(measuring.app);
    const sizes = [];
    for (const picture of [first, second]) {
      sizes.push(await storedBytes(measuring.app, await upload(measuring.app, someone, picture)));
    }
    await measuring.close();
    quota = (sizes[0] ?? 0) + (sizes[1] ?? 0) - 1;
    t = await buildTestApp({
      database,
      userLimits: { ...GENEROUS_USER_LIMITS, uploadQuotaBytes: quota },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the upload that would pass the quota, with 413 and a sentence; others unaffected', async () => {
    const [filling, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    expect((await upload(t.app, filling, first)).statusCode).toBe(200);

    const refused = await upload(t.app, filling, second);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(json(refused)).toEqual({
      error: { code: 'QUOTA_EXCEEDED', message: uploadQuotaMessage(quota) },
    });

    // The same picture again is stored once, and counted once.
    expect((await upload(t.app, filling, first)).statusCode).toBe(200);
    // Another account has its own quota.
    expect((await upload(t.app, other, second)).statusCode).toBe(200);
  });
});

describe('upload quota with a bucket', () => {
  let bucket: Awaited<ReturnType<typeof startS3StandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    bucket = await startS3StandIn();
    t = await buildTestApp({
      config: { objectStorage: bucket.config },
      userLimits: { ...GENEROUS_USER_LIMITS, uploadQuotaBytes: 100 },
    });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('is checked before anything is put in the bucket', async () => {
    const user = await createUser(t.app);
    const refused = await upload(t.app, user, await noise(64, 4));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(json<{ error: { code: string } }>(refused).error.code).toBe('QUOTA_EXCEEDED');
    expect(bucket.objects).toEqual([]);
  });
});
