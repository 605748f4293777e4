import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';

/** Where the errors of a page's rendering go; the server that renders pages sets its logger. */
export type RenderErrorLog = (error: unknown, request: Request) => void;

// Until the server sets its own: what React Router itself does.
let log: RenderErrorLog = (error) => console.error(error);

/**
 * The server's page renderer hands its logger here (as it does its API transport), so a screen
 * or loader that fails shows in the server's log with the request it failed for.
 */
export function setRenderErrorLog(next: RenderErrorLog) {
  log = next;
}

/** An error of the rendering of `request`, unless the visitor went away meanwhile. */
export function logRenderError(error: unknown, request: Request) {
  if (request.signal.aborted) return;
  log(error, request);
}

/** The error a router answer wraps (its own 404 for an unknown address carries one). */
function wrappedError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'error' in error) return error.error;
  return undefined;
}

/**
 * React Router's hook for the errors of loaders, actions and rendering on the server. Its own
 * answers to an address or form it cannot serve (404, 405, 400) are the visitor's mistake, not
 * the server's, and the request's log line already says so.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    logRenderError(wrappedError(error) ?? error, request);
    return;
  }
  logRenderError(error, request);
};
