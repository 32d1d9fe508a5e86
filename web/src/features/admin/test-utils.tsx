import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { Blog, Role } from '@36x/common';
import { createQueryClient } from '../../app/StaffQueries';
import { ToastProvider } from '../../components/toast';
import { theme } from '../../theme/theme';
import { makeBlog } from '../../test-utils';
import type { StaffMember } from './api/me';
import { StaffContext, staffCan } from './auth/staff-context';

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

/** A blog body long enough for the 50-character rule (ADMIN-VALID-1). */
export const POST_CONTENT =
  'Tax planning starts in April, not in March. Here is how to spread the work across the year.';

/** The post the admin tests show or edit: b1 at /blogs/a-post, written 1 Jan 2026; a test names what it changes. */
export const adminBlog = (over: Partial<Blog> = {}): Blog =>
  makeBlog({
    id: 'b1',
    slug: 'a-post',
    title: 'Budget notes',
    content: POST_CONTENT,
    excerpt: 'Short summary',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });

/** A signed-in staff account of one role (username = role), as GET /api/auth/me returns it. */
export const staffMember = (role: Role, at = '2026-01-01T00:00:00.000Z'): StaffMember => ({
  id: `id-${role}`,
  username: role,
  email: '',
  role,
  isActive: true,
  permissions: [],
  lastLogin: null,
  loginCount: 1,
  mustChangePassword: false,
  twoFactorEnabled: false,
  createdAt: at,
  updatedAt: at,
});

/** Renders admin UI as a signed-in member of `role` (what the role may do follows staffCan); returns a user-event. */
export function renderAsStaff(role: Role, ui: ReactElement, at?: string) {
  const member = staffMember(role);
  renderAdmin(
    <StaffContext.Provider value={{ member, can: staffCan(member), logout: vi.fn() }}>
      {ui}
    </StaffContext.Provider>,
    at,
  );
  return userEvent.setup();
}

/** Opens one of the admin modals: `modal` gets the onClose spy; returns the spy and a user-event. */
export function openModal(modal: (onClose: () => void) => ReactElement) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderAdmin(modal(onClose));
  return { onClose, user };
}

/** Pastes each value into the field its label matches, then presses the named (submit) button. */
export async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  fields: readonly (readonly [label: RegExp, text: string])[],
  submit: string | RegExp,
) {
  for (const [label, text] of fields) await fill(user, screen.getByLabelText(label), text);
  await user.click(screen.getByRole('button', { name: submit }));
}

/** Each text is on screen: the first is waited for (validation and saves are async), the rest came with it. */
export async function expectTexts([first, ...rest]: readonly [string, ...string[]]) {
  expect(await screen.findByText(first)).toBeInTheDocument();
  for (const text of rest) expect(screen.getByText(text)).toBeInTheDocument();
}

/** One case of a form that refuses what was typed: the fields filled, and the spec messages that must show. */
export interface RefusedInput {
  when: string;
  fields: readonly (readonly [label: RegExp, text: string])[];
  messages: readonly [string, ...string[]];
}

/** One test per case (ADMIN-VALID): open the form, fill it, press `submit`; the messages show and `send` is never called. */
export function itRefuses(
  open: () => { user: ReturnType<typeof userEvent.setup> },
  submit: string,
  send: (...args: never[]) => unknown,
  cases: readonly RefusedInput[],
) {
  for (const { when, fields, messages } of cases) {
    it(`when ${when}`, async () => {
      const { user } = open();
      await fillAndSubmit(user, fields, submit);
      await expectTexts(messages);
      expect(send).not.toHaveBeenCalled();
    });
  }
}
