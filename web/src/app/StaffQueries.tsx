import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * TanStack Query is the back office's (sign-in and the dashboard): the public pages read their loader's data and a
 * small cache of their own (lib/public-content/public-cache.ts), so they start without it (decision 054).
 *
 * Defaults of SITE-DATA-2: no automatic retry, no polling, no refetch on window focus, cached data never goes
 * stale (staff lists opt in to fresher data: features/admin/api/query-keys.ts). Exported so tests build the same.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

// One client for the browser's visit, so signing in and the dashboard share what they read.
let visitClient: QueryClient | undefined;

/** Around a back-office route's screen (features/admin/staff-route.tsx wraps login and the dashboard in it). */
export function StaffQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : (visitClient ??= createQueryClient()),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
