import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient, queryDefaults } from '@/lib/query-client';
import { mockApi, type ApiHandlers } from './mocks/api';
import { appRoutes } from './route-objects';

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
 * where the app is from `router.state.location` and `router.state.historyAction`.
 */
export function renderApp(route = '/', { api, state, initialUser }: RenderAppOptions = {}) {
  const fetchMock = mockApi(api);
  // Retries would turn an expected failure into seconds of waiting.
  const queryClient = createQueryClient({
    ...queryDefaults,
    queries: { ...queryDefaults.queries, retry: false },
  });
  const initialEntry = state === undefined ? route : { ...parsePath(route), state };
  const router = createMemoryRouter(appRoutes, { initialEntries: [initialEntry] });
  // A navigation still under way must not outlive its test.
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} initialUser={initialUser}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user, fetchMock, queryClient };
}

export * from '@testing-library/react';
