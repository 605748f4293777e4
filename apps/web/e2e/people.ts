import { request, type Browser } from '@playwright/test';
import { expect, newAccount, signUpViaApi } from './helpers';

type Cookies = Awaited<ReturnType<typeof signUpViaApi>>;

/** A person who signed up through the API, with a browser signed in as them. */
export async function person(
  browser: Browser,
  baseURL: string,
  label: string,
  viewport?: { width: number; height: number },
) {
  const account = newAccount(label);
  const cookies = await signUpViaApi(baseURL, account);
  const context = await browser.newContext({
    storageState: { cookies, origins: [] },
    ...(viewport ? { viewport } : {}),
  });
  return { account, cookies, page: await context.newPage() };
}

/** Calls the API as the person of `cookies` with an access token (set-up a story skips). */
export async function apiAs(baseURL: string, cookies: Cookies, email: string) {
  const context = await request.newContext({
    baseURL,
    storageState: { cookies, origins: [] },
    extraHTTPHeaders: { Origin: baseURL },
  });
  const jwt = await context.post('/api/jwt', { data: { email } });
  const { token } = (await jwt.json()) as { token: string };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown) => {
    const response = await context.fetch(`/api${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const get = async (path: string) => {
    const response = await context.get(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as unknown;
  };
  /** Uploads `png` as a picture (POST /api/images) and answers its address, as the form does. */
  const upload = async (name: string, png: Buffer) => {
    const response = await context.post('/api/images', {
      multipart: { image: { name, mimeType: 'image/png', buffer: png } },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { display_url: string } }).data.display_url;
  };
  return {
    get,
    upload,
    post: (path: string, data: unknown) => send('POST', path, data),
    put: (path: string, data: unknown) => send('PUT', path, data),
    patch: (path: string, data: unknown) => send('PATCH', path, data),
    dispose: () => context.dispose(),
  };
}
