import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext } from '@/lib/nonce';
import { withScriptsAfterPaint } from './scripts-after-paint.server';
import { pageServices } from './page-services.server';
import { logRenderError } from './render-errors.server';

export { handleError } from './render-errors.server';

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
  loadContext: RouterContextProvider,
) {
  // Every inline script React and React Router write carries it: the server allows those, and
  // only those, in the page's Content Security Policy.
  const nonce = pageServices(loadContext).scriptNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let shellRendered = false;
    // A page still waiting on its data after streamTimeout is cut short; a finished one clears
    // the timer, so none outlives its page.
    const timer: { giveUp?: ReturnType<typeof setTimeout> } = {};
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer.giveUp);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (statusCode === 503) responseHeaders.set('Retry-After', RETRY_AFTER_SECONDS);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(withScriptsAfterPaint(body));
        },
        onShellError(error: unknown) {
          clearTimeout(timer.giveUp);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          statusCode = 500;
          // An error in the shell rejects above and reaches handleError; one inside a Suspense
          // boundary is reported only here (the browser renders that part again).
          if (shellRendered) logRenderError(error, request, loadContext);
        },
      },
    );
    timer.giveUp = setTimeout(abort, streamTimeout + 1000);
  });
}
