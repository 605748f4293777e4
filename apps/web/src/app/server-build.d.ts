/** The app's routes and entry as React Router's Vite plugin builds them for the server. */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';

  const build: ServerBuild;
  export = build;
}
