import { crc32, deflateSync } from 'node:zlib';
import { ImageUploadSchema, MAX_IMAGE_BYTES } from '@pet-adoption/shared';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  json,
  promote,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';

const BOUNDARY = '----pet-adoption-test-boundary';

/** A multipart/form-data body with one file part. */
function multipartBody(
  data: Buffer,
  { field = 'image', filename = 'photo.jpg', type = 'image/jpeg' } = {},
) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header claims 100,000 × 100,000 pixels. */
function decompressionBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.writeUInt8(1, 8); // 1-bit
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDatabases)('POST /api/images on %s', (database) => {
  const t = useTestApp({ database });
  let user: SignedInUser;
  let banned: SignedInUser;
  let photo: Buffer;

  beforeAll(async () => {
    user = await createUser(t.app);
    banned = await createUser(t.app);
    const admin = await createUser(t.app);
    await promote(t.handle, admin.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${banned.id}`,
      headers: bearer(admin.token),
    });
    // 2400 × 1200, stored sideways (orientation 6 = turn 90° clockwise to view), with GPS.
    photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  });

  const upload = (
    data: Buffer,
    options: Parameters<typeof multipartBody>[1] = {},
    by: SignedInUser | null = user,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: {
        ...(by ? bearer(by.token) : {}),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipartBody(data, options),
    });

  it('re-encodes to WebP at two sizes, orientation applied, metadata gone', async () => {
    const input = await sharp(photo).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);

    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ImageUploadSchema.parse(json(response));
    // Turned upright, then bounded to 1600 on the long side.
    expect([data.width, data.height]).toEqual([800, 1600]);
    expect(data.display_url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(data.card_url).toMatch(/^\/uploads\/[0-9a-f]{32}-640\.webp$/);

    for (const [url, size] of [
      [data.display_url, [800, 1600]],
      [data.card_url, [320, 640]],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toBeDefined();
      const output = await sharp(served.rawPayload).metadata();
      expect(output.format).toBe('webp');
      expect([output.width, output.height]).toEqual(size);
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it.each([
    ['png', (s: Sharp) => s.png()],
    ['webp', (s: Sharp) => s.webp()],
    ['gif', (s: Sharp) => s.gif()],
    ['avif', (s: Sharp) => s.avif()],
  ])('accepts %s, whatever the declared type', async (_format, encode) => {
    const data = await encode(
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }),
    ).toBuffer();
    const response = await upload(data, { filename: 'x.txt', type: 'text/plain' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ImageUploadSchema.parse(json(response)).data).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses what is not an accepted image with 4xx, never 5xx', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .tiff()
      .toBuffer();
    const cases: [string, Buffer, number][] = [
      ['text renamed .png', Buffer.from('just some text, not a picture'), 400],
      ['svg', svg, 400],
      ['tiff', tiff, 400],
      ['truncated jpeg', photo.subarray(0, 200), 400],
      ['decompression bomb', decompressionBomb(), 413],
      ['empty file', Buffer.alloc(0), 400],
    ];
    for (const [name, data, status] of cases) {
      const response = await upload(data, { filename: 'x.png', type: 'image/png' });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs a signed-in, unbanned user, multipart and the field "image"', async () => {
    const small = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect((await upload(small, {}, null)).statusCode).toBe(401);
    expect((await upload(small, {}, banned)).statusCode).toBe(403);
    expect((await upload(small, { field: 'photo' })).statusCode).toBe(400);
    const json415 = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: bearer(user.token),
      payload: { image: 'x' },
    });
    expect(json415.statusCode).toBe(415);
  });

  it('answers a malformed multipart body with 400 in the API shape', async () => {
    const whole = multipartBody(Buffer.alloc(2000, 7));
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', whole],
      ['cut short mid-part', `multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, 300)],
    ];
    for (const [name, contentType, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...bearer(user.token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      const { error } = json<{ error: { code: string; message: string } }>(response);
      expect(error.code, name).toBe('BAD_REQUEST');
      expect(error.message, name).toMatch(/multipart/);
    }
  });

  it('serves only hashed upload names', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/.secret.part', '/uploads/x.webp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
