import type { PageServices, Visitor } from '@pet-adoption/shared';
import { createContext, type RouterContextProvider } from 'react-router';
import { serviceUnavailable } from './route-data';

/**
 * What the server hands this page's rendering (the visitor, the API, the render log, the script
 * nonce), through React Router's load context: set by app/page-handler.server.ts, read by the
 * middleware, loaders and entry.server.tsx.
 */
export const pageServicesContext = createContext<PageServices>();

export const pageServices = (context: Readonly<RouterContextProvider>) =>
  context.get(pageServicesContext);

/**
 * Who is visiting, as the server decided before it rendered. A session that could not be read
 * for an outage is the error page, status 503: a signed-in person is neither shown signed out
 * nor sent to /login.
 */
export function pageVisitor(context: Readonly<RouterContextProvider>): Visitor | null {
  const { visit } = pageServices(context);
  if (visit.kind === 'unknown') throw serviceUnavailable();
  return visit.kind === 'signedIn' ? visit.visitor : null;
}
