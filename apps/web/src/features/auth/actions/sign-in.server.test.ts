import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mocks/api';
import { ANSWER_IN_PLACE } from '@/lib/answer-in-place';
import { logIn, register } from './sign-in.server';

/*
 * Login and Register answer by how they were sent: the browser's own post goes on to the next
 * page, the page's script is answered in place; the session cookie comes with either answer.
 */

const SESSION_COOKIE = 'session_token=abc; Path=/; HttpOnly';

const signedInAnswer = () =>
  new Response(JSON.stringify({ token: 'session' }), {
    headers: { 'Content-Type': 'application/json', 'set-cookie': SESSION_COOKIE },
  });

const post = (address: string, fields: Record<string, string>) => {
  const url = new URL(address, 'http://localhost');
  // The request's own address is the router's data request, as with scripts.
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { request, url };
};

const login = { email: 'bob@example.com', password: 'secret1!' };
const newAccount = {
  name: 'Bob Baker',
  photoURL: 'https://images.example.com/bob.jpg',
  ...login,
};

describe('Login and Register, sent by the browser itself', () => {
  it('Login goes on to the remembered page, with the session cookie and the notice', async () => {
    mockApi({ 'POST /auth/sign-in/email': signedInAnswer });
    const { request, url } = post('/login?redirectTo=%2FpetListing%3Fcategory%3Ddog', login);
    const answer = await logIn(request, url);
    if (!(answer instanceof Response)) throw new Error('Expected a redirect');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/petListing?category=dog');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain(SESSION_COOKIE);
    expect(cookies.some((cookie) => cookie.startsWith('notice=signedIn'))).toBe(true);
  });

  it('Register goes home for a page of another site, with the session cookie', async () => {
    mockApi({ 'POST /auth/sign-up/email': signedInAnswer });
    const { request, url } = post('/signUp?redirectTo=%2F%2Fevil.example', newAccount);
    const answer = await register(request, url);
    if (!(answer instanceof Response)) throw new Error('Expected a redirect');
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
  });
});

describe('Login and Register, sent by the page', () => {
  it.each([
    ['Login', logIn, 'POST /auth/sign-in/email', '/login', login],
    ['Register', register, 'POST /auth/sign-up/email', '/signUp', newAccount],
  ] as const)(
    '%s answers in place with the session cookie',
    async (_, send, call, page, fields) => {
      mockApi({ [call]: signedInAnswer });
      const { request, url } = post(`${page}?redirectTo=%2FpetListing`, {
        ...fields,
        [ANSWER_IN_PLACE.name]: ANSWER_IN_PLACE.value,
      });
      const answer = await send(request, url);
      if (answer instanceof Response) throw new Error('Expected an answer in place');
      const { data, init } = answer as unknown as { data: unknown; init: ResponseInit };
      expect(data).toEqual({ signedIn: true });
      expect(new Headers(init.headers).getSetCookie()).toEqual([SESSION_COOKIE]);
    },
  );
});
