import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  Outlet,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import routeConfig from '@/app/routes';
import { ErrorBoundary as RootErrorBoundary } from '@/app/root';

/** What the app's route modules export, as far as the browser's router reads them. */
type RouteModule = {
  default?: Parameters<typeof withComponentProps>[0];
  ErrorBoundary?: Parameters<typeof withErrorBoundaryProps>[0];
  clientLoader?: LoaderFunction;
};

// The route files, found the way the framework finds them: by the paths routes.ts names.
const modules: Record<string, RouteModule> = import.meta.glob<RouteModule>(
  ['../app/routes/**/*.tsx', '!../app/routes/**/*.test.tsx'],
  { eager: true },
);

function moduleOf(file: string): RouteModule {
  const found = modules[`../app/${file}`];
  if (!found) throw new Error(`routes.ts names ${file}, which is not a route module`);
  return found;
}

/**
 * One entry of routes.ts as the browser's router sees it: the module's component and error
 * boundary, given their props (`error`, `params`, `loaderData`) the way the framework's build
 * wraps them, and its clientLoader (the server's loader never runs in the browser). Ids are the
 * framework's: the file's path without its extension.
 */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const module = moduleOf(entry.file);
  // `in` first: a module a test mocks (vi.mock) throws on reading an export it lacks.
  const Screen = 'default' in module ? module.default : undefined;
  const Boundary = 'ErrorBoundary' in module ? module.ErrorBoundary : undefined;
  const shared = {
    id: entry.id ?? entry.file.replace(/\.tsx$/, ''),
    Component: Screen ? withComponentProps(Screen) : null,
    ErrorBoundary: Boundary ? withErrorBoundaryProps(Boundary) : null,
    loader: 'clientLoader' in module ? module.clientLoader : undefined,
  };
  if (entry.index) return { ...shared, index: true };
  return { ...shared, path: entry.path, children: entry.children?.map(toRouteObject) };
}

/** Nothing while the first page's loaders run (the real app shows the server's HTML then). */
function NothingYet() {
  return null;
}

/**
 * The app's route table (src/app/routes.ts) under a stand-in for root.tsx: its Layout renders
 * <html> and its App reads the server's visitor, so only its error boundary is kept.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: Outlet,
    ErrorBoundary: withErrorBoundaryProps(RootErrorBoundary),
    HydrateFallback: NothingYet,
    children: routeConfig.map(toRouteObject),
  },
];
