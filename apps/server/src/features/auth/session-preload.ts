import { apiUrl } from '@pet-adoption/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { PagePreloads } from '../../lib/page-preloads';

/**
 * Every page's first act is to read the session (the web's AuthProvider), and screens for
 * signed-in people wait for it. For a visitor who carries a session cookie, the page's `Link`
 * header names that call, so its answer is on the way while the app's code is still loading.
 */
export const sessionPreload: PagePreloads = ({ headers }) =>
  Promise.resolve(
    getSessionCookie(headers) === null
      ? []
      : [`<${apiUrl('/auth/get-session')}>; rel=preload; as=fetch; crossorigin`],
  );
