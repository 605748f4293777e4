import type { Visitor } from './auth';

/*
 * What the server hands the web app for each page it renders, and what it gets back: the one
 * seam between apps/server/src/pages and the web app's server entry
 * (apps/web/src/app/page-handler.server.ts), typed here so both sides compile against it.
 */

/**
 * Who is visiting, decided once per request by the server before it looks in its page cache
 * or renders anything, from the same session read the browser makes.
 */
export type PageVisit =
  | { kind: 'anonymous' }
  | { kind: 'signedIn'; visitor: Visitor }
  /** The session could not be read (the database is away): the page is the 503 error page. */
  | { kind: 'unknown' };

export type PageServices = {
  visit: PageVisit;
  /** The app's own API, answered inside the server's process without a network hop. */
  api: (url: string, init: RequestInit) => Promise<Response>;
  /** Logs an error of this page's rendering on its request's log. */
  logRenderError: (error: unknown) => void;
  /**
   * Marks the inline scripts React Router writes into this page, so that its Content Security
   * Policy allows those and no other.
   */
  scriptNonce: string;
};

/** Renders the page (or the router's data) a request asks for. */
export type PageHandler = (request: Request, services: PageServices) => Promise<Response>;
