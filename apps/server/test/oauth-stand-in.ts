import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { OAuthProviderConfig } from '../src/config';
import { cookieOf, json } from './helpers';

/**
 * A real OAuth 2 server on localhost standing in for Google and GitHub: the whole redirect flow
 * runs, only the provider is local. `profile` is what its userinfo answers next.
 */
export async function startOAuthStandIn() {
  const server = new OAuth2Server();
  let profile: Record<string, unknown> = {};
  await server.issuer.keys.generate('RS256');
  await server.start(0, 'localhost');
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });
  const issuer = server.issuer.url ?? '';
  const provider = (id: string): OAuthProviderConfig => ({
    clientId: `${id}-client`,
    clientSecret: `${id}-secret`,
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/userinfo`,
  });

  /** sign-in/social → the provider's authorize page (it approves at once) → our callback. */
  async function signInWith(app: App, id: 'google' | 'github') {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: {
        provider: id,
        callbackURL: '/auth/popup-done',
        errorCallbackURL: '/auth/popup-done',
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { url } = json<{ url: string }>(start);
    expect(url.startsWith(issuer || '-')).toBe(true);
    const authorize = await fetch(url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location') ?? '');
    expect(callback.pathname).toBe(`/api/auth/callback/${id}`);
    return app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieOf(start) },
    });
  }

  return {
    config: { google: provider('google'), github: provider('github') },
    setProfile(next: Record<string, unknown>) {
      profile = next;
    },
    signInWith,
    stop: () => server.stop(),
  };
}
