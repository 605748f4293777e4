import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { webHeaders } from './web-headers';

/** A page as the app rendered it, ready to send (or to keep, lib/page-cache.ts). */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** An HTML page (its inline scripts go into the policy), or the router's own data. */
  type: 'html' | 'other';
};

export type PageRenderer = (request: FastifyRequest, origin: string) => Promise<RenderedPage>;

/** How the web app's API client reaches the API (its `setApiTransport`). */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

function setsApiTransport(
  module: object,
): module is { setApiTransport: (transport: ApiTransport) => void } {
  return 'setApiTransport' in module && typeof module.setApiTransport === 'function';
}

/** Where the web app sends the errors of a page's rendering (its `setRenderErrorLog`). */
type RenderErrorLog = (error: unknown, request: Request) => void;

function setsRenderErrorLog(
  module: object,
): module is { setRenderErrorLog: (log: RenderErrorLog) => void } {
  return 'setRenderErrorLog' in module && typeof module.setRenderErrorLog === 'function';
}

/**
 * The screens' API calls, made while a page renders, go into this process's own routes rather
 * than over the network: same answers, no socket, and no server address to know.
 */
function inProcess(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const answer = await app.inject({
      method: init.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const headers = webHeaders(answer.headers);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Renders pages with the web app's server build (React Router): the Fastify request becomes
 * the web `Request` the router reads, at the site's `origin`, and its `Response` comes back
 * whole (the app sends every page complete, never streamed).
 */
export function pageRenderer(
  app: FastifyInstance,
  serverBuild: Promise<ServerBuild>,
  mode: 'production' | 'development' = 'production',
): PageRenderer {
  const transport = inProcess(app);
  // A failed rendering is logged by the request it failed for: its line carries the request id.
  const logs = new WeakMap<Request, FastifyBaseLogger>();
  const logRenderError: RenderErrorLog = (error, request) => {
    (logs.get(request) ?? app.log).error({ err: error }, 'The page could not be rendered.');
  };
  const ready = serverBuild.then((build) => {
    const { module } = build.entry;
    // The transport and the log live in the build's module, which every app of this process
    // shares (tests build several in turn): each page sets its own app's before it renders.
    const useThisApp = () => {
      if (setsApiTransport(module)) module.setApiTransport(transport);
      if (setsRenderErrorLog(module)) module.setRenderErrorLog(logRenderError);
    };
    return { useThisApp, handle: createRequestHandler(build, mode) };
  });
  return async (request, origin) => {
    const { useThisApp, handle } = await ready;
    useThisApp();
    // Joined, not resolved: `//other.example/x` is a path on this site, not another host.
    const webRequest = new Request(`${origin}${request.url}`, {
      method: request.method,
      headers: webHeaders(request.headers),
    });
    logs.set(webRequest, request.log);
    const response = await handle(webRequest);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const type = response.headers.get('content-type')?.startsWith('text/html') ? 'html' : 'other';
    return {
      status: response.status,
      headers,
      body: Buffer.from(await response.arrayBuffer()),
      type,
    };
  };
}
