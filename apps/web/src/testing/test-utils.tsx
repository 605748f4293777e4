import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient, queryDefaults } from '@/lib/query-client';
import { mockApi, type ApiHandlers } from './mocks/api';

type RenderAppOptions = {
  /** Per-test API answers, merged over the defaults (categories, reviews, signed out). */
  api?: ApiHandlers;
  /** Navigation state of the first entry (the guard's `from`). */
  state?: unknown;
};

/** Where the app's router is: tests read `router.state.location` after a click. */
export type RouterProbe = { state: { location: Location; historyAction: NavigationType } };

type RouterState = RouterProbe['state'];

function RecordLocation({ onRender }: { onRender: (state: RouterState) => void }) {
  onRender({ location: useLocation(), historyAction: useNavigationType() });
  return null;
}

/**
 * Renders the real route tree inside the real providers at `route`, with fetch mocked.
 * Screens are lazy modules, so assert with findBy* (or waitFor) after rendering.
 */
export function renderApp(route = '/', { api, state }: RenderAppOptions = {}) {
  const fetchMock = mockApi(api);
  // Retries would turn an expected failure into seconds of waiting.
  const queryClient = createQueryClient({
    ...queryDefaults,
    queries: { ...queryDefaults.queries, retry: false },
  });
  const router = { state: {} } as RouterProbe;
  const initialEntry = state === undefined ? route : { pathname: route, state };
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <RecordLocation
          onRender={(current) => {
            router.state = current;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, router, user, fetchMock, queryClient };
}

export * from '@testing-library/react';
