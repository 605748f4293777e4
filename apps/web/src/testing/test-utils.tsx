import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { parsePath } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient, queryDefaults } from '@/lib/query-client';
import reactRouterConfig from '../../react-router.config';
import { AppProbe, AppProbeContext, AppStub } from './app-stub';
import { mockApi, type ApiHandlers } from './mocks/api';

type RenderAppOptions = {
  /** Per-test API answers, merged over the defaults (categories, reviews, signed out). */
  api?: ApiHandlers;
  /** Navigation state of the first entry (the guard's `from`). */
  state?: unknown;
  /** The visitor the server rendered the page for (root.tsx's loader); unknown by default. */
  initialUser?: ComponentProps<typeof AppProvider>['initialUser'];
};

/**
 * Renders the real route table inside the real providers at `route`, with fetch mocked. The
 * first page appears once its loaders have run, so assert with findBy* (or waitFor). Tests read
 * where the app is from `app.location()` and `app.historyAction()`, and move it with
 * `app.navigate` and `app.submit`.
 */
export function renderApp(route = '/', { api, state, initialUser }: RenderAppOptions = {}) {
  const fetchMock = mockApi(api);
  // Retries would turn an expected failure into seconds of waiting.
  const queryClient = createQueryClient({
    ...queryDefaults,
    queries: { ...queryDefaults.queries, retry: false },
  });
  const initialEntry = state === undefined ? route : { ...parsePath(route), state };
  const app = new AppProbe();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} initialUser={initialUser}>
      <AppProbeContext value={app}>
        <AppStub initialEntries={[initialEntry]} future={reactRouterConfig.future} />
      </AppProbeContext>
    </AppProvider>,
  );
  return { ...result, app, user, fetchMock, queryClient };
}

export * from '@testing-library/react';
