// `npm start`: build the web app if needed, then run the server, which migrates, seeds an empty
// database and serves the API and the server-rendered pages on PORT.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, root } from './web-build.mjs';

ensureWebBuild();

// Run the TypeScript server in this process (tsx compiles on the fly, with a disk cache) so
// SIGINT and SIGTERM reach its graceful shutdown directly.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'apps/server/src/server.ts')).href);
