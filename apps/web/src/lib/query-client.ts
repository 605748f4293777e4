import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { refetchUnlessFromPage } from './answers-from-page';

const MAX_RETRIES = 2;

// A 4xx will fail the same way again; only network trouble and 5xx are worth another try.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryDefaults = {
  queries: {
    // Pets and campaigns change slowly; a minute avoids refetching on every screen change.
    staleTime: 60_000,
    retry: shouldRetry,
    // Refetching when the tab regains focus surprises people mid-read on a listing page.
    refetchOnWindowFocus: false,
  },
  mutations: {
    // Writes are never repeated behind the user's back.
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryDefaults) {
  const client = new QueryClient({ defaultOptions });
  client.setDefaultOptions({
    ...defaultOptions,
    queries: { refetchOnMount: refetchUnlessFromPage(client), ...defaultOptions.queries },
  });
  return client;
}
