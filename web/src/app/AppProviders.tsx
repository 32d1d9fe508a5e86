import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../theme/fonts';
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

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per app instance: the browser makes one, and the build's prerender one per page, so no page's
  // cache leaks into another's HTML.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
