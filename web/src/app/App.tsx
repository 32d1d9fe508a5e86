import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The whole app without its router: the browser wraps it in a BrowserRouter, the prerender in a StaticRouter. */
export function AppShell({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
