/**
 * What the web build tells the server about each page's first screen (decision 016), in the
 * file the build writes beside index.html and the server reads: `Link` header values for any
 * page (`everyPage`), and by path on top of them (`pages`).
 */
export const FIRST_SCREEN_HINTS_FILE = '.vite/first-screen-hints.json';

export interface FirstScreenHints {
  everyPage: string[];
  pages: Record<string, string[]>;
}
