import 'react-router';

// react-router.config.ts turns middleware on; this tells the types, so loaders, middleware and
// the request handler take React Router's context provider (app/page-services.server.ts).
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
