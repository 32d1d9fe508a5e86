import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '../../app/AppProviders';
import { ToastProvider } from '../../components/toast';
import { theme } from '../../theme/theme';

/** Renders admin UI with the app's real providers (query defaults of SITE-DATA-2, toasts, theme). */
export function renderAdmin(ui: ReactElement, at = '/') {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Types by pasting: MUI inputs re-render on each keystroke, and typing long text in jsdom takes seconds. */
export async function fill(
  user: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> },
  el: Element,
  text: string,
) {
  await user.click(el);
  await user.paste(text);
}
