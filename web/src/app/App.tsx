import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The whole app without its router: the browser wraps it in a BrowserRouter, the prerender in a StaticRouter. */
export function AppShell() {
  return (
    <AppProviders>
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
