// `npm start`: build the web app and compile the server if needed, then run the server, which
// migrates, seeds an empty database and serves the API and the server-rendered pages on PORT.
import { ensureServerBuild, serverBundleUrl } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();

// Run the compiled server in this process (decision 051), so SIGINT and SIGTERM reach its
// graceful shutdown directly. Source maps stay off: Node would parse each one as its module
// loads, a tenth of a second of every start. NODE_OPTIONS=--enable-source-maps turns them on
// to read a stack trace by the TypeScript lines.
await import(serverBundleUrl());
