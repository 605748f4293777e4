import { createContext, useContext } from 'react';

/**
 * This site's address (`https://example.org`), as the server saw the page request: canonical
 * links and link previews need absolute URLs. Empty in tests and outside a rendered page.
 */
export const SiteOriginContext = createContext('');

export function useSiteOrigin() {
  return useContext(SiteOriginContext);
}
