import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode renders every page on the server and hydrates it in the browser
 * (docs/decisions/025). The route table is `src/app/routes.ts`.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  // Every route's manifest comes with the page (about 4 KB more): without it the router watches
  // every link of the page and asks the server for the routes they lead to, work that lands in
  // hydration on a slow phone (docs/benchmarks.md, Lighthouse).
  routeDiscovery: { mode: 'initial' },
  // React Router 8's behaviour, taken now so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
