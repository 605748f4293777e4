import {
  isRouteErrorResponse,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { pageServices } from './page-services.server';

/**
 * An error of the rendering of `request`, into the server's log on that request's line, unless
 * the visitor went away meanwhile.
 */
export function logRenderError(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  if (request.signal.aborted) return;
  pageServices(context).logRenderError(error);
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
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    logRenderError(wrappedError(error) ?? error, request, context);
    return;
  }
  logRenderError(error, request, context);
};
