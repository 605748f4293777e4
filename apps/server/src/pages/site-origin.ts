import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';

export type SiteOriginOptions = {
  /** PUBLIC_URL: when set, the only address the site names. */
  publicUrl: string | undefined;
  /** HOST and PORT the server listens on. */
  host: string;
  port: number;
};

/** The site's address for a request: what its pages, robots.txt and sitemap link to. */
export type SiteOrigin = (request: FastifyRequest) => string;

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/** Every name this machine answers to on `host`: loopback always, the rest when it binds all. */
function listeningNames(host: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (!WILDCARDS.has(host)) {
    names.add(host.includes(':') ? `[${host}]` : host.toLowerCase());
    return names;
  }
  names.add(hostname().toLowerCase());
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.split('%', 1)[0]}]` : address);
    }
  }
  return names;
}

/** A host name or IPv4 address, or an IPv6 one in brackets, with an optional port. */
const HOST =
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

const UNREADABLE_HOST = 'The request does not name a valid host, so this page cannot be answered.';

/**
 * PUBLIC_URL when the operator set it (production requires it). Without it the request's own
 * host (or, behind a trusted proxy, X-Forwarded-Host) is used only when it is a name the server
 * listens as, so a stranger's Host never becomes an address in a page, robots.txt or the
 * sitemap, all of which caches keep; any other host gets the server's local address. A Host
 * that is not a host at all (`a@evil.example`) is a 400.
 */
export function createSiteOrigin({ publicUrl, host, port }: SiteOriginOptions): SiteOrigin {
  if (publicUrl !== undefined) return () => publicUrl;
  const names = listeningNames(host);
  const fallback = `http://localhost:${port}`;
  return (request) => {
    if (!HOST.test(request.host)) throw badRequest(UNREADABLE_HOST);
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    const url = new URL(`${protocol}://${request.host}`);
    return names.has(url.hostname) ? url.origin : fallback;
  };
}
