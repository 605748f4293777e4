import type { TestApp } from './helpers';

/**
 * Forms sent to the pages the server renders the way a browser sends them (before the page's
 * scripts have run, or with JavaScript off): to the page's address, as a form, from this site,
 * with the visitor's cookies; and the browser's cookie jar across the redirect that follows.
 */

export type Cookies = Record<string, string>;

export const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The cookies of a `name=value; name=value` header (a SignedInUser's `cookie`). */
export function cookiesOf(header: string): Cookies {
  const cookies: Cookies = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** What a browser keeps of an answer's Set-Cookie headers. */
export function keep(cookies: Cookies, setCookie: string | string[] | undefined): Cookies {
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    if (/max-age=0/i.test(line) || value === '') delete cookies[name];
    else cookies[name] = value;
  }
  return cookies;
}

type Sent = { cookies?: Cookies; headers?: Record<string, string | undefined> };

/** A form's fields; one left undefined is not sent. */
type Fields = Record<string, string | undefined>;

const definedOnly = (entries: Record<string, string | undefined>) =>
  Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined);

export function pageForms(t: Pick<TestApp, 'app'>) {
  /** A form of this site, as Chromium sends it under the site's no-referrer policy. */
  const post = (url: string, fields: Fields, { cookies = {}, headers = {} }: Sent = {}) => {
    const sent: Record<string, string | undefined> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
      ...(Object.keys(cookies).length > 0 && { cookie: cookieHeader(cookies) }),
      ...headers,
    };
    return t.app.inject({
      method: 'POST',
      url,
      headers: Object.fromEntries(definedOnly(sent)),
      payload: new URLSearchParams(definedOnly(fields)).toString(),
    });
  };

  const open = (url: string, cookies: Cookies = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', cookie: cookieHeader(cookies) },
    });

  /** Sends the form, then opens the page it redirects to, as the browser does. */
  const postAndFollow = async (url: string, fields: Fields, cookies: Cookies) => {
    const sent = await post(url, fields, { cookies });
    const location = sent.headers.location;
    if (typeof location !== 'string') return { sent, landed: undefined };
    keep(cookies, sent.headers['set-cookie']);
    const landed = await open(location, cookies);
    keep(cookies, landed.headers['set-cookie']);
    return { sent, landed };
  };

  return { post, open, postAndFollow };
}

/** `text` as React writes it into a page (its `&`, `<`, `>`, `"` and `'` escaped). */
export const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
