import { randomUUID } from 'node:crypto';
import { texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, users } from '../db/schema';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { createUser, TEST_PASSWORD, testDatabases, useTestApp } from '../../test/helpers';

/**
 * The forms of the pages the server renders, sent the browser's own way (before the page's
 * script runs, or with JavaScript off): to the page's address, as a form, from this site.
 */

const SITE = 'http://localhost';

type Cookies = Record<string, string>;

const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** What a browser keeps of an answer's Set-Cookie headers. */
function keep(cookies: Cookies, setCookie: string | string[] | undefined) {
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

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDatabases)('forms sent without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, seed: true, config: { webDistDir: WEB_DIST_DIR } });

  const post = (
    url: string,
    fields: Record<string, string>,
    {
      cookies = {},
      headers = {},
    }: { cookies?: Cookies; headers?: Record<string, string | undefined> } = {},
  ) => {
    const sent: Record<string, string | undefined> = {
      'content-type': 'application/x-www-form-urlencoded',
      // What Chromium sends with a form of this site: the site's no-referrer policy makes its
      // Origin 'null', and Sec-Fetch-Site says where the form came from.
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
      ...(Object.keys(cookies).length > 0 && { cookie: cookieHeader(cookies) }),
      ...headers,
    };
    return t.app.inject({
      method: 'POST',
      url,
      headers: Object.fromEntries(
        Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      payload: form(fields),
    });
  };

  const open = (url: string, cookies: Cookies = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', cookie: cookieHeader(cookies) },
    });

  describe('Login', () => {
    it('signs in, goes home and says so there; the next page is signed in', async () => {
      const person = await createUser(t.app, { name: 'Nora Noscript' });
      const cookies: Cookies = {};
      const answer = await post('/login', { email: person.email, password: TEST_PASSWORD });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/');
      keep(cookies, answer.headers['set-cookie']);
      const session = [answer.headers['set-cookie'] ?? []]
        .flat()
        .find((line) => line.includes('session_token'));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);

      const home = await open('/', cookies);
      expect(home.statusCode).toBe(200);
      const html = visibleHtml(home.body);
      expect(html).toContain(texts.login.success);
      expect(html).toContain('Nora Noscript');
      expect(html).not.toContain('You are not Log in');
      // Said once: the page after it has no notice.
      keep(cookies, home.headers['set-cookie']);
      expect(visibleHtml((await open('/', cookies)).body)).not.toContain(texts.login.success);
    });

    it('returns to the remembered page, and only ever to a page of this site', async () => {
      const person = await createUser(t.app);
      const to = async (redirectTo: string) => {
        const url = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
        const answer = await post(url, { email: person.email, password: TEST_PASSWORD });
        expect(answer.statusCode, redirectTo).toBe(302);
        return answer.headers.location;
      };
      expect(await to('/petListing?search=cat')).toBe('/petListing?search=cat');
      for (const away of [
        '//evil.example',
        '/\\evil.example',
        'https://evil.example/',
        'https:evil.example',
        'javascript:alert(1)',
        '/%09/evil.example',
        '/login',
      ]) {
        expect(await to(away), away).toBe('/');
      }
    });

    it('keeps the e-mail, never the password, and says what the script says on a wrong one', async () => {
      const person = await createUser(t.app);
      const answer = await post('/login', { email: person.email, password: 'Wrong#999' });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['set-cookie']).toBeUndefined();
      const html = visibleHtml(answer.body);
      expect(html).toContain('That e-mail and password do not match an account.');
      expect(html).toContain(`value="${person.email}"`);
      expect(answer.body).not.toContain('Wrong#999');
    });
  });

  describe('Log Out', () => {
    const signIn = async (name: string) => {
      const person = await createUser(t.app, { name });
      const cookies: Cookies = {};
      const answer = await post('/login', { email: person.email, password: TEST_PASSWORD });
      keep(cookies, answer.headers['set-cookie']);
      keep(cookies, (await open('/', cookies)).headers['set-cookie']);
      return cookies;
    };

    it('ends the session, goes home and says so there', async () => {
      const cookies = await signIn('Otto Offline');
      const signedIn = visibleHtml((await open('/', cookies)).body);
      expect(signedIn).toContain('Otto Offline');
      // The account menu's Log Out is a form to /logout, so it works without the script.
      expect(signedIn).toMatch(/<form [^>]*action="\/logout" method="post"><button type="submit"/);
      const stolen = { ...cookies };

      const answer = await post('/logout', {}, { cookies });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/');
      keep(cookies, answer.headers['set-cookie']);
      const home = visibleHtml((await open('/', cookies)).body);
      expect(home).toContain(texts.logOut.success);
      expect(home).toContain('You are not Log in');
      // The session itself is over, not only the cookie: a copy of it signs nobody in.
      expect(visibleHtml((await open('/', stolen)).body)).toContain('You are not Log in');
    });

    it('signs nobody out when its address is only opened', async () => {
      const cookies = await signIn('Gina Get');
      const opened = await open('/logout', cookies);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/');
      expect(visibleHtml((await open('/', cookies)).body)).toContain('Gina Get');
    });
  });

  describe('Register', () => {
    it("shows the brief's messages by their fields and in a summary, keeping what was typed", async () => {
      const answer = await post('/signUp', {
        name: '',
        photoURL: 'https://example.com/me.png',
        email: 'kept@example.com',
        password: 'ab#1',
      });
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(titleOf(html)).toBe(`Error: ${texts.titles.signUp}`);
      expect(html).toContain(texts.forms.errorSummary);
      expect(html).toMatch(new RegExp(`<a href="#[^"]+"[^>]*>${texts.register.nameRequired}</a>`));
      expect(html).toContain(texts.register.passwordLength);
      expect(html).toContain('value="kept@example.com"');
      expect(answer.body).not.toContain('ab#1');
      const [row] = await t.handle.db
        .select()
        .from(users)
        .where(eq(users.email, 'kept@example.com'));
      expect(row).toBeUndefined();
    });

    it('creates the account and signs it in, then goes on to the remembered page', async () => {
      const email = `${randomUUID()}@example.com`;
      const answer = await post('/signUp?redirectTo=%2FdonationCampaigns', {
        name: 'Rita Register',
        photoURL: 'https://example.com/rita.png',
        email,
        password: 'Strong#123',
      });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/donationCampaigns');
      const cookies = keep({}, answer.headers['set-cookie']);
      const campaigns = await open('/donationCampaigns', cookies);
      expect(campaigns.statusCode).toBe(200);
      expect(visibleHtml(campaigns.body)).toContain('Rita Register');
    });

    it('says an address is taken as the script does', async () => {
      const person = await createUser(t.app);
      const answer = await post('/signUp', {
        name: 'Second Try',
        photoURL: 'https://example.com/me.png',
        email: person.email,
        password: 'Strong#123',
      });
      expect(answer.statusCode).toBe(400);
      expect(visibleHtml(answer.body)).toContain('value="Second Try"');
    });
  });

  describe('Contact Us', () => {
    it('sends the message and thanks the sender on the page it lands on', async () => {
      const answer = await post('/contact', {
        name: 'Carla Contact',
        email: 'carla@example.com',
        message: 'Do you take volunteers on weekends?',
      });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/contact');
      const page = await open('/contact', keep({}, answer.headers['set-cookie']));
      expect(visibleHtml(page.body)).toContain(texts.contact.sent('Carla Contact'));
      const rows = await t.handle.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'carla@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('keeps the person on the form with the messages when something is missing', async () => {
      const answer = await post('/contact', { name: 'Half Done', email: '', message: '' });
      expect(answer.statusCode).toBe(400);
      const html = visibleHtml(answer.body);
      expect(html).toContain('value="Half Done"');
      expect(html).toContain(texts.forms.errorSummary);
    });
  });

  describe('from another site', () => {
    it.each([
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: SITE },
      // A browser too old to send Sec-Fetch-Site still names the other site.
      { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
    ])('refuses a form sent with %o, changing nothing', async (headers) => {
      const answer = await post(
        '/contact',
        { name: 'Mallory', email: 'mallory@example.com', message: 'Forged' },
        { headers },
      );
      expect(answer.statusCode).toBe(403);
      const rows = await t.handle.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'mallory@example.com'));
      expect(rows).toHaveLength(0);
    });
  });
});
