import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createContext, useContext, useLayoutEffect, type ComponentType } from 'react';
import {
  createRoutesStub,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useSubmit,
  type ActionFunction,
  type LoaderFunction,
  type Location,
  type MiddlewareFunction,
  type NavigateFunction,
  type NavigationType,
  type SubmitFunction,
} from 'react-router';
import routeConfig from '@/app/routes';
import { ErrorBoundary as RootErrorBoundary, shouldRevalidate } from '@/app/root';
import { readNotice } from '@/lib/notice.server';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * What a route module exports for the browser's router. The stub gives the components their
 * props (`params`, `loaderData`, `error`) the way the framework's build does.
 */
type RouteModule = {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  clientLoader?: LoaderFunction;
  /** The route's action, run in the test as the server runs it, calling the mocked API. */
  action?: ActionFunction;
  clientAction?: ActionFunction;
  clientMiddleware?: MiddlewareFunction[];
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

// `in` first: a module a test mocks (vi.mock) throws on reading an export it lacks.
function exported<K extends keyof RouteModule>(module: RouteModule, name: K): RouteModule[K] {
  return name in module ? module[name] : undefined;
}

/** The sentence the last action left for the next page, as its cookie would carry it. */
let noticeForNextPage: string | null = null;

/**
 * A route's action as the server runs it, calling the mocked API; the notice its answer sets
 * as a cookie is kept for the root's loader, as the server's root reads it on the next page.
 */
function actionOf(action: ActionFunction | undefined): ActionFunction | undefined {
  if (!action) return undefined;
  return async (args) => {
    const answer: unknown = await action(args);
    if (answer instanceof Response) {
      const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
      noticeForNextPage = readNotice(new Request('http://site.test', { headers: { cookie } }));
    }
    return answer;
  };
}

/** root.tsx's loader stood in for: only the notice, said once. */
function rootLoader() {
  const notice = noticeForNextPage;
  noticeForNextPage = null;
  return { notice };
}

/**
 * One entry of routes.ts as the browser's router runs it: the module's browser exports, its
 * clientLoader as the loader (the server's loader never runs in the browser). Ids are the
 * framework's: the file's path without its extension.
 */
function toStubRoute(entry: RouteConfigEntry): StubRoute {
  const module = moduleOf(entry.file);
  const shared = {
    id: entry.id ?? entry.file.replace(/\.tsx$/, ''),
    Component: exported(module, 'default'),
    ErrorBoundary: exported(module, 'ErrorBoundary'),
    HydrateFallback: exported(module, 'HydrateFallback'),
    loader: exported(module, 'clientLoader'),
    action: actionOf(exported(module, 'clientAction') ?? exported(module, 'action')),
    middleware: exported(module, 'clientMiddleware'),
  };
  if (entry.index) return { ...shared, index: true };
  return { ...shared, path: entry.path, children: entry.children?.map(toStubRoute) };
}

type Seen = {
  location: Location;
  historyAction: NavigationType;
  navigate: NavigateFunction;
  submit: SubmitFunction;
};

/**
 * Where the app is, as its root last rendered it, and the router's own ways to move it: what a
 * test reads instead of the router, which the stub keeps to itself.
 */
export class AppProbe {
  #seen: Seen | undefined;

  record(seen: Seen) {
    this.#seen = seen;
  }

  #last(): Seen {
    if (!this.#seen) throw new Error('The app has not rendered yet');
    return this.#seen;
  }

  location(): Location {
    return this.#last().location;
  }

  /** How the app got there: PUSH, REPLACE or POP. */
  historyAction(): NavigationType {
    return this.#last().historyAction;
  }

  get navigate(): NavigateFunction {
    return this.#last().navigate;
  }

  get submit(): SubmitFunction {
    return this.#last().submit;
  }
}

export const AppProbeContext = createContext<AppProbe | null>(null);

function Probe() {
  const probe = useContext(AppProbeContext);
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  const submit = useSubmit();
  // After each commit: what the page on screen shows, never a render React threw away.
  useLayoutEffect(() => probe?.record({ location, historyAction, navigate, submit }));
  return null;
}

/**
 * root.tsx stood in for: its Layout renders <html> and its App reads the server's visitor, so
 * only its error boundary is kept. Nothing shows while the first page's loaders run (the real
 * app shows the server's HTML then). The probe watches in each of the three.
 */
function Root() {
  return (
    <>
      <Probe />
      <Outlet />
    </>
  );
}

function RootBoundary({ error }: { error: unknown }) {
  return (
    <>
      <Probe />
      <RootErrorBoundary error={error} />
    </>
  );
}

/** The app's route table (src/app/routes.ts) under the stand-in root, as a component. */
export const AppStub = createRoutesStub([
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate,
    Component: Root,
    ErrorBoundary: RootBoundary,
    HydrateFallback: Probe,
    children: routeConfig.map(toStubRoute),
  },
]);
