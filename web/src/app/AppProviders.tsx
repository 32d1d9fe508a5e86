import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/toast/ToastProvider';

/** What every page renders inside: the theme and the toasts (the back office adds its queries: StaffQueries). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
