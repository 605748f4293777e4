/** A page request, as a preload provider sees it. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

/**
 * What a page's first screen will ask for, as `Link` header values (`<url>; rel=preload; …`),
 * sent with the page so the browser fetches them while the app's code is still loading. A
 * provider answers [] for pages it does not know about. plugins/web-app.ts sends them.
 */
export type PagePreloads = (page: PageRequest) => Promise<string[]>;
