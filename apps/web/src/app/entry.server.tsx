import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export { setApiTransport } from '@/lib/api-client';

/** Longer than any page takes; a render stuck on a lost database gives up rather than hang. */
export const streamTimeout = 10_000;

/** A page whose data is unavailable (a 503) says when to ask again, as the API's answers do. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Every page is sent whole (`onAllReady`), never streamed in pieces: the first HTML carries the
 * content for people without JavaScript and for link previews, and an anonymous page can be kept
 * in the server's short cache as it is.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (statusCode === 503) responseHeaders.set('Retry-After', RETRY_AFTER_SECONDS);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError() {
          statusCode = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
