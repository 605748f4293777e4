import { randomBytes } from 'node:crypto';
import {
  JwtResponseSchema,
  type PageHandler,
  type PageServices,
  type PageVisit,
} from '@pet-adoption/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webHeaders } from '../lib/web-headers';

/** A page as the app rendered it, ready to send (or to keep, page-cache.ts). */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** An HTML page (its inline scripts go into the policy), or the router's own data. */
  type: 'html' | 'other';
  /** The nonce its inline scripts were written with (page-policy.ts). */
  scriptNonce: string;
};

/** The identity calls run on the session cookie alone, as the browser's do. */
const IDENTITY_CALL = /^\/api\/(?:auth\/|jwt(?:[/?]|$))/;

/**
 * The screens' API calls, made while a page renders or a form's route action runs, go into this
 * process's own routes rather than over the network: same answers, no socket, and no server
 * address to know. They are made as the visitor, from their address (which the per-address
 * limits count) and browser. A page for someone signed in (its dashboard tables, the navbar's
 * notifications bell), and a form's action, carry the browser's cookies and, for a visitor
 * signed in, an access token for their session, got the way the browser gets one (POST
 * /api/jwt) on the first call that needs it. A page for nobody in particular reads only what
 * anyone may read, so it may be kept and handed to the next visitor (decision 055).
 */
export function inProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  visit: PageVisit,
  /** The site's address (site-origin.ts), which a form's calls come from. */
  origin?: string,
): PageServices['api'] {
  const acting = request.method !== 'GET' && request.method !== 'HEAD';
  const asVisitor = acting || visit.kind === 'signedIn';
  const visitorHeaders: Record<string, string> = {};
  if (asVisitor && request.headers.cookie) visitorHeaders.cookie = request.headers.cookie;
  if (request.headers['user-agent']) {
    visitorHeaders['user-agent'] = request.headers['user-agent'];
  }
  // The identity library refuses a call on the session cookie (a new name and photo) unless it
  // comes from the site's own address, as the browser's call does: a form's calls say so, with
  // the Host the library compares it with. The plugin has checked the form came from this site
  // (lib/page-requests.ts).
  if (acting && origin) {
    visitorHeaders.origin = origin;
    if (request.headers.host) visitorHeaders.host = request.headers.host;
  }
  const call = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(visitorHeaders)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Any body (JSON text, a form with a picture) as the bytes and type a browser would send.
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : new Request('http://in-process', { method: 'POST', body: init.body });
    const type = body?.headers.get('content-type');
    if (type && !headers.has('content-type')) headers.set('content-type', type);
    const answer = await app.inject({
      method: init.method ?? 'GET',
      url,
      headers: Object.fromEntries(headers),
      remoteAddress: request.ip,
      ...(body && { payload: Buffer.from(await body.arrayBuffer()) }),
    });
    const answerHeaders = webHeaders(answer.headers);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };

  let token: Promise<string | undefined> | undefined;
  const tokenFor = async (email: string) => {
    const answer = await call('/api/jwt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!answer.ok) return undefined;
    const parsed = JwtResponseSchema.safeParse(await answer.json());
    return parsed.success ? parsed.data.token : undefined;
  };

  return async (url, init) => {
    const headers = new Headers(init.headers);
    if (asVisitor && visit.kind === 'signedIn' && !headers.has('authorization')) {
      if (!IDENTITY_CALL.test(url)) {
        token ??= tokenFor(visit.visitor.user.email);
        const value = await token;
        if (value) headers.set('authorization', `Bearer ${value}`);
      }
    }
    return call(url, { ...init, headers });
  };
}

/**
 * What the page handler gets for `request`: the visit the server decided, the API, the request's
 * own log for render errors, and a nonce new for this rendering.
 */
export function pageServicesFor(
  request: FastifyRequest,
  visit: PageVisit,
  api: PageServices['api'],
): PageServices {
  return {
    visit,
    api,
    // A failed rendering is logged by the request it failed for: its line carries the request id.
    logRenderError: (error) => request.log.error({ err: error }, 'The page could not be rendered.'),
    scriptNonce: randomBytes(18).toString('base64url'),
  };
}

/**
 * Renders the page `request` asks for with the web app's page handler: the Fastify request
 * becomes the web `Request` the router reads, at the site's `origin` and `url` (the page's
 * address as the server keeps it), and its `Response` comes back whole (the app sends every
 * page complete, never streamed).
 */
export async function renderPage(
  handlePage: PageHandler,
  request: FastifyRequest,
  {
    origin,
    url,
    services,
    body,
  }: {
    origin: string;
    url: string;
    services: PageServices;
    /** A form's fields, as the browser sent them, for the route's action. */
    body?: Buffer | undefined;
  },
): Promise<RenderedPage> {
  const requestHeaders = webHeaders(request.headers);
  // The plugin has checked that a form came from this site (lib/page-requests.ts); browsers send
  // its Origin as 'null' under this site's no-referrer policy, which React Router's own check
  // of an action's Origin would refuse.
  if (body) requestHeaders.set('origin', origin);
  // Joined, not resolved: `//other.example/x` is a path on this site, not another host.
  const webRequest = new Request(`${origin}${url}`, {
    method: request.method,
    headers: requestHeaders,
    ...(body && { body }),
  });
  const response = await handlePage(webRequest, services);
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
    scriptNonce: services.scriptNonce,
  };
}
