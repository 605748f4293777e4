import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import type { SessionUser } from '@/features/auth/api/auth';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client (no retries, fresh cache per test). */
  queryClient?: QueryClient;
  /** The visitor the server rendered the page for; the browser goes on from there. */
  initialUser?: SessionUser | null;
};

export function AppProvider({ children, queryClient, initialUser }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
