import { texts } from '@pet-adoption/shared';
import { useEffect, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { getIsAdminQueryOptions, type Visitor } from '@/features/auth/api/auth';
import {
  BELL_NOTICES,
  getNotificationsQueryOptions,
  getUnreadCountQueryOptions,
} from '@/features/notifications/api/notifications';
import { earlyInputNoted } from '@/lib/early-input-probe';
import { useNonce } from '@/lib/nonce';
import { clearedNoticeCookie, readNotice } from '@/lib/notice.server';
import { SiteOriginContext } from '@/lib/site-origin';
import { AppProvider } from './provider';
import { guardPage } from './page-guard.server';
import { refusalsAnswerInPlace } from './refusals-in-place.server';
import { pageVisitor } from './page-services.server';
import { prefetchPage, RouteDataHydration, type RouteData } from './route-data';
import { RouteError } from './route-error';
import appStyles from './app.css?url';

export type RootData = RouteData & {
  visitor: Visitor | null;
  /** This site's address, for canonical links and link previews (absolute URLs). */
  origin: string;
  /** What a form's action did, said on the page it landed on. */
  notice: string | null;
};

/**
 * Every page and data request the server answers goes through the sign-in guard first; a form
 * refused for the page's script is answered as the answer it is.
 */
export const middleware: MiddlewareFunction<Response>[] = [guardPage, refusalsAnswerInPlace];

/**
 * Who is visiting, as the server decided from the session cookie, so the avatar menu, the
 * dashboard's sidebar and the guards are right in the first HTML.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = pageVisitor(context);
  const routeData = await prefetchPage(async (queryClient) => {
    if (!visitor) return;
    queryClient.setQueryData(getIsAdminQueryOptions(visitor.user.email).queryKey, visitor.isAdmin);
    // The bell's count and newest notices, so it is right in the first HTML and works without
    // scripts; a failure leaves the bell without a number rather than the page without a body.
    await Promise.all([
      queryClient.prefetchQuery(getUnreadCountQueryOptions()),
      queryClient.prefetchQuery(getNotificationsQueryOptions(undefined, BELL_NOTICES)),
    ]);
  });
  const notice = readNotice(request);
  const rootData: RootData = { ...routeData, visitor, origin: new URL(request.url).origin, notice };
  // Said once: the next page comes without it.
  return notice ? data(rootData, { headers: { 'set-cookie': clearedNoticeCookie } }) : rootData;
}

// The stylesheet as a link of this route rather than as a module import: an imported one would
// ride with the shell chunk (decision 029), which the API's request modules import too, so
// their first call would add the stylesheet to the page a second time.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: appStyles }];

/**
 * Read once per page load, and again after a form's action (sent with scripts): the action may
 * have changed who is signed in, and leaves its sentence for the page it lands on (a refused
 * form changed neither).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  actionStatus,
  actionResult,
}) =>
  formMethod !== undefined &&
  formMethod.toUpperCase() !== 'GET' &&
  (actionStatus === undefined || actionStatus < 400) &&
  !isRefusal(actionResult);

const isRefusal = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'refusal' in answer;

export function useRootData() {
  return useRouteLoaderData<RootData>('root');
}

/** The document around every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" data-theme="pawfect">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" type="image/svg+xml" href="/paw.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Once React has taken the page over, what the person typed or chose before is made again
 * (lib/early-input.ts): at once, and after the renders the takeover itself sets off (markup that
 * changes once scripts run), then no more.
 */
function useEarlyInputTaken() {
  useEffect(() => {
    const noted = earlyInputNoted();
    if (!noted) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    void noted.then(({ replayEarlyInput, forgetEarlyInput }) => {
      replayEarlyInput();
      timers.push(
        setTimeout(replayEarlyInput, 0),
        setTimeout(() => {
          replayEarlyInput();
          forgetEarlyInput();
        }, 500),
      );
    });
    return () => timers.forEach(clearTimeout);
  }, []);
}

export default function App() {
  useEarlyInputTaken();
  const root = useRootData();
  return (
    <SiteOriginContext value={root?.origin ?? ''}>
      <AppProvider initialUser={root?.visitor?.user ?? null}>
        <RouteDataHydration>
          <Outlet />
        </RouteDataHydration>
      </AppProvider>
    </SiteOriginContext>
  );
}

/** When even the layout cannot render: the error page alone, still in the app's style. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main className="min-h-dvh bg-base-100 text-base-content">
      <title>{texts.titles.error}</title>
      <RouteError error={error} />
    </main>
  );
}
