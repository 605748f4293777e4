import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ObjectStorageConfig } from '../src/config';

/** Where browsers read the objects, in a stand-in's `config`. */
export const STAND_IN_PUBLIC_URL = 'https://images.shelter.example';

/** One PUT the stand-in received. */
export type StoredObject = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A local stand-in for an S3-compatible service: it keeps what is PUT, answers 200, or the
 * status a test asks for. It checks nothing itself; tests read what it received.
 */
export async function startS3StandIn() {
  const objects: StoredObject[] = [];
  let answer = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT' && answer === 200) {
        objects.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
      }
      response.writeHead(answer, { 'content-type': 'application/xml' });
      response.end(
        answer === 200
          ? ''
          : '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config: ObjectStorageConfig = {
    endpoint: url,
    bucket: 'shelter-uploads',
    region: 'auto',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'not-a-real-secret',
    publicUrl: STAND_IN_PUBLIC_URL,
  };
  return {
    url,
    /** The app's `objectStorage` config for this bucket. */
    config,
    objects,
    /** The status every later request gets (200 stores the object). */
    answerWith(status: number) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
