import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/toast/ToastProvider';

/**
 * Data fetching defaults of 000 §9: no automatic retry, no polling, no refetch on window focus, cached
 * data never goes stale. Exported so tests can build the same client.
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

/** The element a server-rendered page carries its data in (src/entry-server.tsx), read once on start. */
export const QUERY_STATE_ID = 'query-state';

function browserQueryClient() {
  const client = createQueryClient();
  const state = document.getElementById(QUERY_STATE_ID)?.textContent;
  // The page was rendered with this data: start from it, so hydration sees what the server rendered.
  if (state) hydrate(client, JSON.parse(state));
  return client;
}

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  // One client per app instance: the server passes one per page, so no page's cache leaks into another's HTML.
  const [queryClient] = useState(() => given ?? browserQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
