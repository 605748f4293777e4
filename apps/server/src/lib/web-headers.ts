import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** A request's headers as web `Headers` (what better-auth and the page renderer read). */
export function webHeaders(incoming: IncomingHttpHeaders | OutgoingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}
