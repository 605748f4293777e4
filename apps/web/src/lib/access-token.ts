import type { ApiError } from './api-error';

/** The storage key clients share (docs/product.md §6); the auth feature writes and removes it. */
export const ACCESS_TOKEN_KEY = 'access-token';

export function readAccessToken(): string | null {
  // Rendering on the server: there is no storage, and the public calls made there need no token.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then the call simply goes unauthenticated.
    return null;
  }
}

export function writeAccessToken(token: string | null) {
  try {
    if (token === null) window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    else window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the token lives only as long as this call chain; nothing to clean up.
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * A 401/403 on an authenticated call signs the user out. That belongs to the auth layer, which
 * shared code may not import (it never imports features), so the auth provider registers itself
 * here. Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

/** Called by the API client when the server refused the token a call carried. */
export function reportUnauthorized(error: ApiError) {
  onUnauthorized?.(error);
}

type TokenRefresher = () => Promise<void>;
let refreshToken: TokenRefresher | null = null;

/**
 * Access tokens are short-lived and renewed by the auth layer on a timer, which stops while a
 * laptop sleeps: the auth layer registers a refresher here that renews a token that is due
 * before an authenticated call is sent, so waking up and clicking does not meet a 401.
 * Returns the unregister function.
 */
export function setTokenRefresher(refresher: TokenRefresher) {
  refreshToken = refresher;
  return () => {
    if (refreshToken === refresher) refreshToken = null;
  };
}

/** Called by the API client before an authenticated call: waits for a renewal that is due. */
export async function renewTokenIfDue() {
  await refreshToken?.();
}
