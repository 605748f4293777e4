/** How a call reaches the API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * While the server renders a page, that page's calls go into the server's own process instead of
 * over the network: app/page-handler.server.ts says where to find the rendering page's
 * transport. In the browser (and in tests) there is none, and calls go to fetch.
 */
let renderingPageTransport: () => ApiTransport | undefined = () => undefined;

/** Called once, by the web app's server entry, as it loads. */
export function findPageTransportWith(find: () => ApiTransport | undefined) {
  renderingPageTransport = find;
}

export const transport: ApiTransport = (url, init) =>
  (renderingPageTransport() ?? fetch)(url, init);
