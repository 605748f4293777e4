// Types for web-build.mjs, so that TypeScript files (the server tests' setup) can import it.

/** The repository's root folder. */
export const root: string;

/** Newest modification time under a file or folder (0 when it does not exist). */
export function newestChange(path: string): number;

/** Builds the web app; exits the process with the build's status when the build fails. */
export function buildWebApp(): void;

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuild(): void;
