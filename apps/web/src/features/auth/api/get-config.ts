import { PublicConfigSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/config', PublicConfigSchema, { signal, authenticated: false });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    // Which providers a deployment has changes only with a restart.
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
